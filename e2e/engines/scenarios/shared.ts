// What the cross-engine suite's scenarios share: the suite each registers its tests in (its
// engine, and `open` for a page of the test's own), the lead forms as found through the page API,
// and the waits for what a visitor sees after a glide or a send.
import { expect } from "vitest";
import { siteConfig } from "../../../core/config/site";
import { staticPages } from "../../../core/data/pages";
import { serviceById } from "../../../core/data/services";
import { locationPages } from "../../../app/data/site-pages";
import {
  contactFormDescription,
  fieldError,
  findForm,
  message,
  quote,
  quoteDetailsLine,
  quoteFormDescription,
  type Control,
} from "../../lead-forms";
import type { ReceivedLead } from "../../lead-server";
import { poll } from "../../poll";
import type { EngineName, Viewport } from "../driver";
import type { Engine, EnginePage, NewPageOptions, PageElement } from "../page";

/** The suite a scenario registers its tests in: one engine, its browser shared by every test. */
export interface Suite {
  name: EngineName;
  /** The engine, once the suite has launched it (in a test, not while tests are registered) */
  engine(): Engine;
  /** A page with fresh state at this size, checked for console problems when the test ends */
  open(viewport: Viewport, options?: NewPageOptions): Promise<EnginePage>;
}

export const { phone } = siteConfig;
export const city = locationPages()[0]!;
export const estimatePath = staticPages.estimate.path;
/** The service a chip's estimate and the filled-in quote request name */
export const chipRepair = serviceById("windshield-repair").name;

/** Finds a control of a lead form (e2e/lead-forms.ts) inside the form. */
const byRole = (root: PageElement, control: Control) => root.get(control);

export const contactForm = (page: EnginePage) =>
  findForm(
    contactFormDescription,
    page.get({ role: "form", name: contactFormDescription.name }),
    byRole,
  );

export const quoteForm = (page: EnginePage) =>
  findForm(
    quoteFormDescription,
    page.get({ role: "form", name: quoteFormDescription.name }),
    byRole,
  );

/** The message tied to a field, as a screen reader reads it with the field; null when valid. */
export const errorOf = (field: PageElement) => field.evaluate(fieldError);

type QuoteFields = keyof typeof quote;
export const quoteFields = Object.keys(quote) as QuoteFields[];

/** Opens the quote form's "Add details", as a visitor taps it, unless it is open already. */
export async function openDetails(page: EnginePage) {
  const f = quoteForm(page);
  if ((await f.root.get({ css: "details[open]" }).count()) === 0) {
    await f.root.get({ text: quoteDetailsLine }).click();
  }
}
type ContactFields = keyof typeof message;
export const contactFields = Object.keys(message) as ContactFields[];

/** The fields of the first lead the stand-in received. */
export const sentFields = async (server: { received: () => Promise<ReceivedLead[]> }) =>
  ((await server.received())[0]?.body as { fields: Record<string, unknown> }).fields;

/**
 * Waits until the element's top has come to rest in the top half of the window: where a glide to
 * it ends (under the fixed header), give or take where a slow engine on a busy machine stops.
 * When it does not, says where the glide stopped, to tell a glide cut short from one gone too far.
 */
export async function expectInView(page: EnginePage, id: string) {
  // Asked again until it holds: after a link to another page, the address changes before that
  // page's document has the element, or while the old one is going away.
  const where = () =>
    page
      .evaluate((target: string) => {
        const element = document.getElementById(target);
        const top = element ? element.getBoundingClientRect().top : Number.NaN;
        return {
          inView: top >= 0 && top < window.innerHeight / 2,
          found: element !== null,
          top: Math.round(top),
          scrollY: Math.round(window.scrollY),
          windowHeight: window.innerHeight,
          pageHeight: document.documentElement.scrollHeight,
        };
      }, id)
      .catch((error: unknown) => ({ inView: false, error: String(error) }));
  const last = await poll(where, (at) => at.inView, 10_000);
  expect(last.inView, `#${id} after the glide: ${JSON.stringify(last)}`).toBe(true);
}

/** Resolves once the page has stopped scrolling: a glide it started has come to rest. */
export async function scrollEnded(page: EnginePage) {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 150);
        }),
    );
  expect(await poll(still, Boolean), "the page came to rest").toBe(true);
}

/**
 * Waits for what a sent form says in its place, and checks it is what the visitor sees: the top
 * element at its own centre (nothing of the page drawn over it), holding the focus, and the form
 * gone. Returns the region.
 */
export async function expectSent(page: EnginePage, title: string, formName: string) {
  const notice = page.get({ role: "status", text: new RegExp(title) });
  await notice.waitFor();
  const seen = () =>
    page.evaluate((heading: string) => {
      const title = [...document.querySelectorAll("h2, h3")].find(
        (h) => h.textContent?.trim() === heading,
      );
      const region = title?.closest("[role=status]");
      if (!region) return { onTop: false, focused: false };
      const box = region.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { onTop: region.contains(hit), focused: region.contains(document.activeElement) };
    }, title);
  expect(
    await poll(seen, (at) => at.onTop && at.focused),
    "the notice on top where the form was, with the focus",
  ).toEqual({ onTop: true, focused: true });
  expect(await page.get({ role: "form", name: formName }).count()).toBe(0);
  return notice;
}
