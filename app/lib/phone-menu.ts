/**
 * The phone menu (components/layout/PhoneMenu.tsx): a modal `<dialog>` in every page's HTML and
 * the header's Menu link, which this page script makes the button that opens it. It is written
 * into the page as an inline script (app/layouts/Page.astro), which the build moves into the
 * cached island loader file: no island and no React, so the first tap opens the sheet as soon as
 * the page has painted. Without JavaScript the Menu link goes to the footer's navigation.
 */

export const phoneMenuIds = {
  opener: "phone-menu-button",
  sheet: "phone-menu",
  title: "phone-menu-title",
} as const;

/** The attribute that marks the sheet's close button. */
export const phoneMenuCloseAttribute = "data-phone-menu-close";

/**
 * Runs in the page once it has painted (the loader file is added then, decision 034): the
 * Menu link becomes a button once it is there, and every tap is read from the document, so a tap
 * works however early it comes. The browser's modal dialog makes the page behind it inert and
 * closes it on Escape; this adds the rest of what a visitor expects of a menu sheet: the close
 * button, a tap on the dimmed page, Tab kept inside, the page behind kept from scrolling, and the
 * focus given back to the Menu button.
 *
 * It is turned into text for the page (`String(phoneMenu)`), so it uses its arguments and the
 * browser's globals only.
 */
export function phoneMenu(doc: Document, ids: typeof phoneMenuIds, closeMarker: string) {
  const sheet = () => doc.getElementById(ids.sheet) as HTMLDialogElement | null;
  const opener = () => doc.getElementById(ids.opener);
  // A browser without modal dialogs keeps the link to the footer's navigation.
  if (typeof HTMLDialogElement !== "function" || !("showModal" in HTMLDialogElement.prototype)) {
    return;
  }
  const upgrade = () => {
    const button = opener();
    if (!button || button.getAttribute("role") === "button") return;
    button.setAttribute("role", "button");
    button.setAttribute("aria-haspopup", "dialog");
    button.setAttribute("aria-expanded", "false");
  };
  upgrade();
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", upgrade);

  const focusable = (dialog: HTMLDialogElement) =>
    [...dialog.querySelectorAll<HTMLElement>("a[href], button")].filter(
      (el) => el.getClientRects().length > 0,
    );

  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const dialog = sheet();
    if (!target || !target.closest || !dialog) return;
    const button = target.closest("#" + ids.opener);
    if (button && !dialog.open) {
      event.preventDefault();
      upgrade();
      dialog.showModal();
      // The page behind stays still while the sheet is open: set on the root alone, which
      // restyles nothing else (a rule matching on the open sheet restyled the whole page).
      doc.documentElement.style.overflow = "hidden";
      button.setAttribute("aria-expanded", "true");
      return;
    }
    if (!dialog.open) return;
    const box = dialog.getBoundingClientRect();
    // A tap on the dimmed page beside the sheet lands on the dialog, outside its box.
    const outside =
      target === dialog &&
      (event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom);
    if (outside || target.closest("[" + closeMarker + "]")) dialog.close();
  });

  doc.addEventListener(
    "close",
    (event) => {
      if (event.target !== sheet()) return;
      doc.documentElement.style.overflow = "";
      const button = opener();
      if (!button) return;
      button.setAttribute("aria-expanded", "false");
      button.focus();
    },
    true,
  );

  doc.addEventListener("keydown", (event) => {
    const dialog = sheet();
    if (event.key !== "Tab" || !dialog || !dialog.open) return;
    const items = focusable(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** The phone menu as the inline script a page carries (app/layouts/Page.astro). */
export function phoneMenuScript(): string {
  return `(${String(phoneMenu)})(document,${JSON.stringify(phoneMenuIds)},${JSON.stringify(phoneMenuCloseAttribute)});`;
}
