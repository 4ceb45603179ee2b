import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { everyPageText } from "../../data/every-page";
import { quickActions, type NavLink, type NavMenu } from "../../data/navigation";
import { phoneMenuCloseAttribute, phoneMenuIds } from "../../lib/phone-menu";
import { cn } from "../cn";

/**
 * The header's Menu control below 1024 px. Without JavaScript it is a link to the footer's
 * navigation, which lists the same pages. The page's phone menu script (app/lib/phone-menu.ts),
 * a few lines in the cached island loader file, makes it the button that opens the sheet: no
 * island, so the first tap opens it as soon as the page has painted.
 */
export function PhoneMenuButton({ fallbackHref }: { fallbackHref: string }) {
  return (
    <a
      id={phoneMenuIds.opener}
      href={fallbackHref}
      aria-controls={phoneMenuIds.sheet}
      className={cn(buttonVariants({ variant: "outline", size: "header" }), "lg:hidden")}
    >
      <IslandIcon name="menu" />
      {everyPageText.header.menu}
    </a>
  );
}

/**
 * The whole navigation as a sheet from the side (services, locations, about, contact, call and
 * text): a modal `<dialog>` in the page's HTML, opened by the Menu button. The browser keeps the
 * page behind it out of reach and closes it on Escape; the script closes it on its close button
 * or a tap on the dimmed page, keeps Tab inside it and gives focus back to the Menu button.
 */
export function PhoneMenu({
  menus,
  about,
  contact,
  phone,
  current,
}: {
  menus: readonly NavMenu[];
  about: NavLink;
  contact: NavLink;
  phone: { tel: string; sms: string; display: string };
  /** The path of the page showing the menu, marked as the current page */
  current: string;
}) {
  return (
    <dialog id={phoneMenuIds.sheet} aria-labelledby={phoneMenuIds.title} className="sheet">
      <div className="sheet-head">
        <h2 id={phoneMenuIds.title} className="text-lg font-bold text-primary">
          {everyPageText.header.menu}
        </h2>
        <button
          type="button"
          {...{ [phoneMenuCloseAttribute]: "" }}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "-mr-2")}
          aria-label={everyPageText.header.closeMenu}
        >
          <IslandIcon name="x" />
        </button>
      </div>
      <nav
        aria-label={everyPageText.header.menu}
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
      >
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
                    <MenuLink key={link.path} link={link} current={current} weight="font-medium" />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
        <ul className="grid pt-4">
          {[about, contact].map((link) => (
            <MenuLink key={link.path} link={link} current={current} weight="font-semibold" />
          ))}
        </ul>
      </nav>
      <div className="sheet-foot">
        <a href={phone.tel} className={buttonVariants({ variant: "cta", size: "lg" })}>
          <IslandIcon name="phone" />
          {quickActions.call}
          <span className="sr-only"> {phone.display}</span>
        </a>
        <a href={phone.sms} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <IslandIcon name="message-square" />
          {quickActions.text}
          <span className="sr-only"> {phone.display}</span>
        </a>
      </div>
    </dialog>
  );
}

/** One of the sheet's links, marked when it is the page the visitor is on. */
function MenuLink({
  link,
  current,
  weight,
}: {
  link: NavLink;
  current: string;
  weight: "font-medium" | "font-semibold";
}) {
  return (
    <li>
      <a
        href={link.path}
        {...(link.path === current ? { "aria-current": "page" as const } : {})}
        className={cn("menu-link", weight)}
      >
        {link.label}
      </a>
    </li>
  );
}
