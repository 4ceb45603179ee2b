import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { IslandIcon } from "../ui/island-icon";
import navigation from "virtual:header-navigation";
import type { NavMenu } from "../../data/navigation";
import { cn } from "../cn";

/** The bar's links and menu buttons (app.css, `.nav-trigger`). */
const topLinkClass = "nav-trigger";

/**
 * The header's main navigation on wide screens, an island: About Us and three dropdown menus.
 * Menus open on hover and on keyboard focus and close on Escape and when the pointer or focus
 * leaves (Radix Navigation Menu, which does the focus management and ARIA wiring). Hidden below
 * 1024 px, where the page never loads it; every link in it is also in the footer. Its links come
 * with its script, not as props in every page (integration/site-navigation.ts).
 */
export function MainNav() {
  const { label, about, menus } = navigation;
  const [openMenu, setOpenMenu] = useState("");
  return (
    <NavigationMenu.Root
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={80}
      aria-label={label}
      className="hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <a href={about.path} className={topLinkClass} onFocus={() => setOpenMenu("")}>
              {about.label}
            </a>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {menus.map((menu) => (
          <HeaderMenu
            key={menu.id}
            menu={menu}
            open={openMenu === menu.id}
            onFocusOpen={setOpenMenu}
          />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function HeaderMenu({
  menu,
  open,
  onFocusOpen,
}: {
  menu: NavMenu;
  open: boolean;
  onFocusOpen: (id: string) => void;
}) {
  const twoColumns = menu.columns.length > 1;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // While a menu is open, Radix puts a zero-size focus proxy after its trigger that hands Tab on
  // to the menu's links. Radix marks it aria-hidden although it is focusable, which WCAG forbids
  // (radix-ui/primitives#3085); it has no content to hide, so the attribute is dropped.
  useEffect(() => {
    const proxy = triggerRef.current?.nextElementSibling;
    if (open && proxy?.matches('[aria-hidden="true"][tabindex="0"]')) {
      proxy.removeAttribute("aria-hidden");
    }
  }, [open]);

  // Keyboard focus opens the menu, as hover does. A mouse click focuses the trigger too, but
  // not :focus-visible, so a click keeps Radix's own toggle. Focus coming back from the
  // menu's own links (Escape, Shift+Tab) must not reopen it.
  function openOnKeyboardFocus(event: FocusEvent<HTMLButtonElement>) {
    const from = event.relatedTarget;
    const contentId = event.currentTarget.getAttribute("aria-controls");
    const content = contentId ? document.getElementById(contentId) : null;
    if (from instanceof Node && content?.contains(from)) return;
    if (event.currentTarget.matches(":focus-visible")) onFocusOpen(menu.id);
  }

  return (
    <NavigationMenu.Item value={menu.id} className="relative">
      <NavigationMenu.Trigger
        ref={triggerRef}
        className={cn(topLinkClass, "group")}
        onFocus={openOnKeyboardFocus}
      >
        {menu.label}
        <IslandIcon name="chevron-down" className="nav-chevron" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        className={cn(
          "absolute top-full mt-2 rounded-lg border border-border bg-card p-3 shadow-raised",
          twoColumns ? "right-0 grid w-[34rem] grid-cols-2 gap-4" : "left-0 w-80",
        )}
      >
        {menu.columns.map((column) => (
          <div key={column.title}>
            {twoColumns ? (
              <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {column.title}
              </p>
            ) : null}
            <ul className="grid gap-1">
              {column.links.map((link) => (
                <li key={link.path}>
                  <NavigationMenu.Link asChild>
                    <a
                      href={link.path}
                      className="block rounded-md px-3 py-2 transition-colors hover:bg-accent focus-visible:bg-accent"
                    >
                      <span className="block font-medium">{link.label}</span>
                      {link.description ? (
                        <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
                          {link.description}
                        </span>
                      ) : null}
                    </a>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
