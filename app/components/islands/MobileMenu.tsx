import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import type { NavLink, NavMenu } from "../../data/navigation";
import { cn } from "../../lib/cn";

const noSubscription = () => () => {};

/**
 * The header's Menu button below 1024 px, an island: it opens the whole navigation (services,
 * locations, about, contact, call and text) as a sheet from the side (Radix Dialog, which traps
 * focus, closes on Escape or a tap outside and gives focus back to the button).
 *
 * Without JavaScript it is a link to the footer's navigation, which lists the same pages. With
 * JavaScript it stays that link until the island hydrates (`client:interaction`), and a tap made
 * before then is held and replayed on the hydrated button (`data-hold-click`, integration/hold.ts).
 */
export function MobileMenu({
  menus,
  about,
  contact,
  phone,
  current,
  fallbackHref,
}: {
  menus: readonly NavMenu[];
  about: NavLink;
  contact: NavLink;
  phone: { tel: string; sms: string; display: string };
  /** The path of the page showing the menu, marked as the current page */
  current: string;
  /** The footer's navigation, where the link goes without JavaScript */
  fallbackHref: string;
}) {
  const [open, setOpen] = useState(false);
  // Before hydration the trigger is a plain link; once React runs it is a button.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const triggerRef = useRef<HTMLAnchorElement>(null);

  function openMenu(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setOpen(true);
  }

  const currentProps = (path: string) =>
    path === current ? { "aria-current": "page" as const } : {};

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={triggerRef}
        href={fallbackHref}
        data-hold-click=""
        onClick={openMenu}
        {...(hydrated ? { role: "button", "aria-haspopup": "dialog", "aria-expanded": open } : {})}
        className={cn(buttonVariants({ variant: "outline", size: "header" }), "lg:hidden")}
      >
        <IslandIcon name="menu" />
        Menu
      </a>
      <Dialog.Portal>
        {/* Not Radix's Overlay: its scroll lock injects a style element, which the pages'
            content security policy refuses. The page stops scrolling by CSS instead (app.css),
            and a tap outside the sheet closes it all the same. */}
        <div aria-hidden="true" className="fixed inset-0 z-[70] bg-ink/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          // Without a Radix Trigger, focus goes back to the Menu button by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="sheet fixed inset-y-0 right-0 z-[70] flex w-full max-w-sm flex-col bg-background shadow-raised outline-none lg:hidden"
        >
          <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-lg font-bold text-primary">Menu</Dialog.Title>
            <Dialog.Close
              className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "-mr-2")}
              aria-label="Close menu"
            >
              <IslandIcon name="x" />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            {menus.map((menu) => (
              <section key={menu.id} className="border-b border-border pb-4 not-first:pt-4">
                <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                  {menu.label}
                </h2>
                {menu.columns.map((column) => (
                  <div key={column.title}>
                    {menu.columns.length > 1 ? (
                      <h3 className="px-3 pt-2 pb-1 text-sm font-semibold text-foreground">
                        {column.title}
                      </h3>
                    ) : null}
                    <ul
                      className={
                        // Short names (cities) in two columns; longer ones one to a line
                        column.links.every((link) => link.label.length <= 16)
                          ? "grid grid-cols-2 gap-x-2"
                          : "grid"
                      }
                    >
                      {column.links.map((link) => (
                        <li key={link.path}>
                          <a
                            href={link.path}
                            {...currentProps(link.path)}
                            className="flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-foreground hover:bg-accent focus-visible:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary"
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
            <ul className="grid pt-4">
              {[about, contact].map((link) => (
                <li key={link.path}>
                  <a
                    href={link.path}
                    {...currentProps(link.path)}
                    className="flex min-h-11 items-center rounded-md px-3 py-2 font-semibold text-foreground hover:bg-accent focus-visible:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-primary"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-border px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom,0px))]">
            <a href={phone.tel} className={buttonVariants({ variant: "cta", size: "lg" })}>
              <IslandIcon name="phone" />
              Call
              <span className="sr-only"> {phone.display}</span>
            </a>
            <a href={phone.sms} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <IslandIcon name="message-square" />
              Text
              <span className="sr-only"> {phone.display}</span>
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
