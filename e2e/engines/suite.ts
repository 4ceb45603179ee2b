// The cross-engine suite: what every visitor depends on, written once and run in Chromium,
// Firefox and WebKit (chromium.e2e.ts with chromium-every-page.e2e.ts, firefox.e2e.ts,
// webkit.e2e.ts), each in one browser process reused by every test, against the built site under
// its production headers. The Chromium files (e2e/*.e2e.ts) keep what needs Playwright or the
// whole product: the page clock, held sends, JavaScript off, network faults, the inbox.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { siteConfig } from "../../core/config/site";
import { uiTimings } from "../../core/config/ui";
import { contactFormText } from "../../app/data/contact-form";
import { faqs } from "../../app/data/faqs";
import { homeContent } from "../../app/data/home";
import { navigation, quickActions } from "../../app/data/navigation";
import { heroFormId, quoteTarget, staticPages } from "../../core/data/pages";
import { pricing } from "../../core/data/pricing";
import { quoteFormText } from "../../core/data/quote-form";
import { serviceById } from "../../core/data/services";
import { insuranceText } from "../../core/data/insurance";
import { locationPages, servicePath, sitePaths } from "../../app/data/site-pages";
import {
  coverageAt,
  coverageForPostalCode,
  coverageMessages,
  type CoverageResult,
} from "../../app/lib/coverage";
import { destinationPoint, torontoCentre } from "../../app/lib/geo";
import { photoText, photoTextHref } from "../../core/rules/photo-text";
import { photoMessages, photoRules } from "../../core/rules/photos";
import { validationMessages } from "../../core/rules/validation";
import { vinMessages } from "../../core/rules/vin";
import { estimateToolText } from "../../app/data/estimate-text";
import { glassChoices } from "../../app/lib/estimate";
import { leadPages } from "../../core/rules/leads";
import { templatePaths, viewports } from "../browser";
import { layoutProblems } from "../layout-problems";
import {
  byInsurance,
  contactFormDescription,
  fieldError,
  findForm,
  message,
  pickFiles,
  quote,
  quoteDetailsLine,
  quoteFormDescription,
  type PickedFile,
  type Control,
} from "../lead-forms";
import { leadEndpointPerTest, type ReceivedLead } from "../lead-server";
import { standInJobPath } from "../lead-stand-in";
import { bookingText, defaultAvailability } from "../../core/data/booking";
import { nearestSlots, openSlots, shortDay } from "../../core/rules/booking";
import { fillLater } from "../../core/data/form-text";
import { choiceLabel } from "../../core/data/quote-choices";
import { poll } from "../poll";
import type { EngineName, Viewport } from "./driver";
import { launchEngine } from "./engine";
import type { Engine, EnginePage, NewPageOptions, PageElement } from "./page";
import { stitch } from "./screenshots";

const { phone } = siteConfig;
const [windshield, autoGlass] = navigation.menus;
const city = locationPages()[0]!;
const estimatePath = staticPages.estimate.path;
/** A 2019 Toyota RAV4's VIN, as its check digit has it (2T3: Toyota of Canada). */
const rav4Vin = "2T3P1RFV0KC012345";
/** The service a chip's estimate and the filled-in quote request name */
const chipRepair = serviceById("windshield-repair").name;

/** Where the suite leaves its screenshots, to be looked at beside Chromium's. */
export const screenshotDir = path.join("test-results", "engines");

/** Finds a control of a lead form (e2e/lead-forms.ts) inside the form. */
const byRole = (root: PageElement, control: Control) => root.get(control);

const contactForm = (page: EnginePage) =>
  findForm(
    contactFormDescription,
    page.get({ role: "form", name: contactFormDescription.name }),
    byRole,
  );

const quoteForm = (page: EnginePage) =>
  findForm(
    quoteFormDescription,
    page.get({ role: "form", name: quoteFormDescription.name }),
    byRole,
  );

/** The message tied to a field, as a screen reader reads it with the field; null when valid. */
const errorOf = (field: PageElement) => field.evaluate(fieldError);

type QuoteFields = keyof typeof quote;
const quoteFields = Object.keys(quote) as QuoteFields[];

/** Opens the quote form's "Add details", as a visitor taps it, unless it is open already. */
async function openDetails(page: EnginePage) {
  const f = quoteForm(page);
  if ((await f.root.get({ css: "details[open]" }).count()) === 0) {
    await f.root.get({ text: quoteDetailsLine }).click();
  }
}
type ContactFields = keyof typeof message;
const contactFields = Object.keys(message) as ContactFields[];

/**
 * Waits until the element's top has come to rest in the top half of the window: where a glide to
 * it ends (under the fixed header), give or take where a slow engine on a busy machine stops.
 * When it does not, says where the glide stopped, to tell a glide cut short from one gone too far.
 */
async function expectInView(page: EnginePage, id: string) {
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
async function scrollEnded(page: EnginePage) {
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
async function expectSent(page: EnginePage, title: string, formName: string) {
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

/**
 * What a file runs of the suite: all of it, or (for Chromium, whose every-page check alone takes
 * as long as the rest, in a browser the files share) either half, so that the halves run side by
 * side.
 */
export type SuitePart = "all" | "every page" | "paths";

export function crossEngineSuite(name: EngineName, part: SuitePart = "all") {
  let engine: Engine;
  let current: EnginePage | undefined;
  const started = Date.now();

  beforeAll(async () => {
    engine = await launchEngine(name, inject("staticURL"), inject("wsEndpoint"));
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    console.log(
      `${name}: the cross-engine suite (${part}) took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  // Every test fails on a console error or warning, an uncaught error or a policy report.
  afterEach(async () => {
    const problems = (await current?.problems()) ?? [];
    current = undefined;
    expect(problems, `${name} reported`).toEqual([]);
  });

  async function open(viewport: Viewport, options: NewPageOptions = {}) {
    current = await engine.newPage(viewport, options);
    return current;
  }

  if (part !== "paths") {
    describe(`${name}: every page`, () => {
      /**
       * Chromium loads every page; Firefox and WebKit one page of each template, where what they
       * lay out differently (their fonts' metrics, flex and grid, form controls) shows.
       */
      const paths = [
        ...(name === "chromium" ? sitePaths() : templatePaths()),
        leadPages.received,
        leadPages.notSent,
        "/no-such-page/here",
      ];
      /**
       * The widths every page must lay out cleanly at: phones (the narrowest, and the narrowest past
       * the 22 rem step at 352 px, whose rules every phone up to 440 px shares; the commonest; the
       * widest), then a tablet, laptops, desktops.
       * Chromium measures each; Firefox and WebKit the narrowest phone and the tablet beside the
       * window's own width. Every engine checks that nothing sticks out or is cut off; Chromium
       * alone that no heading or short line ends on one word, which is its balanced and pretty
       * wrapping (`text-wrap`), which Firefox and WebKit do not all do.
       */
      const widths =
        name === "chromium"
          ? { mobile: [390, 320, 360, 414], desktop: [1280, 768, 1024, 1440] }
          : { mobile: [390, 320], desktop: [1280, 768] };
      for (const [label, viewport] of Object.entries(viewports) as [
        keyof typeof viewports,
        Viewport,
      ][]) {
        it(
          `loads cleanly from ${Math.min(...widths[label])} to ${Math.max(...widths[label])} px: no console error, no sideways scroll, the header's actions inside, nothing clipped${name === "chromium" ? " or left alone on a line" : ""}`,
          async () => {
            const page = await open(viewport);
            const found: string[] = [];
            for (const pagePath of paths) {
              await page.setViewport(viewport);
              await page.goto(pagePath);
              const problems = await page.problems();
              if (pagePath === "/no-such-page/here") {
                // The spec's one console message: the not-found page logs the address asked for
                // (a nested one, where an asset linked relatively would be missing too).
                const logged = problems.findIndex((p) =>
                  p.includes(`non-existent route: ${pagePath}`),
                );
                if (logged === -1) found.push(`${pagePath}: the missing address was not logged`);
                else problems.splice(logged, 1);
              }
              for (const problem of problems) found.push(`${pagePath}: ${problem}`);
              if (label === "mobile" && (pagePath === "/" || pagePath === city.path)) {
                await mkdir(screenshotDir, { recursive: true });
                const slug = pagePath === "/" ? "home" : path.basename(pagePath);
                await writeFile(
                  path.join(screenshotDir, `${name}-${slug}-${viewport.width}.png`),
                  await stitch(page, 4),
                );
                await page.scrollTo(0);
              }
              for (const width of widths[label]) {
                if (width !== viewport.width) await page.setViewport({ ...viewport, width });
                for (const problem of await page.evaluate(layoutProblems, name === "chromium"))
                  found.push(`${pagePath} at ${width} px: ${problem}`);
              }
              // Hydration mismatches and script errors as the page widens
              for (const problem of await page.problems()) found.push(`${pagePath}: ${problem}`);
            }
            expect(found).toEqual([]);
          },
          paths.length * 8_000,
        );
      }
    });
  }
  if (part === "every page") return;

  describe(`${name}: the header on a wide screen`, () => {
    const nav = (page: EnginePage) => page.get({ role: "navigation", name: "Main" });
    const firstLink = windshield!.columns[0]!.links[0]!;

    it("opens a menu when pointed at, closes it when the pointer leaves, and follows a link", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const trigger = nav(page).get({ role: "button", name: windshield!.label });
      const link = nav(page).get({ role: "link", name: new RegExp(`^${firstLink.label}`) });
      expect(await link.isVisible()).toBe(false);
      await trigger.hover();
      await link.waitFor();
      expect(await link.attribute("href")).toBe(firstLink.path);
      expect(await trigger.attribute("aria-expanded")).toBe("true");
      await page.mouse.move(640, 760);
      await link.waitFor("hidden");

      const target = autoGlass!.columns[0]!.links[2]!;
      await nav(page).get({ role: "button", name: autoGlass!.label }).hover();
      await nav(page)
        .get({ role: "link", name: new RegExp(`^${target.label}`) })
        .click();
      await page.waitForURL((url) => url.pathname === target.path);
    });

    it("opens a menu on keyboard focus, walks it with Tab and closes it on Escape", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const trigger = nav(page).get({ role: "button", name: windshield!.label });
      await nav(page).get({ role: "link", name: navigation.about.label }).focus();
      await page.press("Tab");
      expect(await poll(() => trigger.isFocused(), Boolean)).toBe(true);
      const link = nav(page).get({ role: "link", name: new RegExp(`^${firstLink.label}`) });
      await link.waitFor();
      await page.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
        firstLink.path,
      );
      await page.press("Escape");
      await link.waitFor("hidden");
      expect(await trigger.isFocused()).toBe(true);
    });
  });

  describe(`${name}: on a phone`, () => {
    const banner = (page: EnginePage) => page.get({ role: "banner" });
    /** The Menu control: a link to the footer's navigation until its island hydrates. */
    const menu = (page: EnginePage) => banner(page).get({ css: "a, button", name: "Menu" });
    const dialog = (page: EnginePage) => page.get({ role: "dialog", name: "Menu" });

    it("the menu opens as a dialog, takes the focus, closes on Escape and by its button", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      await menu(page).click();
      await dialog(page).waitFor();
      expect((await page.url()).hash).toBe("");
      expect(
        await dialog(page)
          .get({ role: "link", name: city.location.menuLabel })
          .attribute("aria-current"),
      ).toBe("page");
      expect(await dialog(page).get({ role: "link", name: /^Call/ }).attribute("href")).toBe(
        phone.tel,
      );
      expect(
        await page.evaluate(() =>
          document.querySelector("dialog[open]")?.contains(document.activeElement),
        ),
      ).toBe(true);
      await page.press("Escape");
      await dialog(page).waitFor("hidden");
      expect(
        await poll(() => banner(page).get({ role: "button", name: "Menu" }).isFocused(), Boolean),
      ).toBe(true);

      await menu(page).click();
      await dialog(page).get({ role: "button", name: "Close menu" }).click();
      await dialog(page).waitFor("hidden");

      await menu(page).click();
      await dialog(page).get({ role: "link", name: navigation.about.label }).click();
      await page.waitForURL((url) => url.pathname === navigation.about.path);
    });

    it("the Call, Text and Get Free Quote bar appears past 80% of the screen and takes a visitor to the form", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      const bar = page.get({ css: "[data-sticky-bar]", hidden: true });
      const call = bar.get({ role: "link", name: quickActions.call });
      const threshold = viewports.mobile.height * uiTimings.stickyBarThreshold;
      expect(await call.isVisible()).toBe(false);
      await page.scrollTo(threshold - 20);
      expect(await call.isVisible()).toBe(false);
      await page.scrollTo(threshold + 20);
      await call.waitFor();
      expect(await call.attribute("href")).toBe(phone.tel);
      expect(await bar.get({ role: "link", name: quickActions.text }).attribute("href")).toBe(
        phone.sms,
      );
      await page.scrollTo(0);
      await call.waitFor("hidden");

      await page.scrollTo(3000);
      await bar.get({ role: "link", name: new RegExp(quickActions.quote) }).click();
      await page.waitForURL((url) => url.hash === "#hero-form");
      await expectInView(page, "hero-form");
    });

    it("Get Free Quote glides to the form on the page", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("smooth");
      const buttons = page.get({ role: "link", name: "Get Free Quote" });
      expect(await buttons.count()).toBe(2);
      // The closing call to action, reached as a visitor reaches it: by reading down the page.
      await page.readThrough();
      await buttons.nth(1).click();
      await page.waitForURL((url) => url.hash === "#hero-form");
      await expectInView(page, "hero-form");
    });
  });

  describe(`${name}: the home page`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("the quote button takes the visitor to our quote form", async () => {
      const page = await open(viewports.mobile);
      await page.goto("/");
      const button = page.get({ role: "main" }).get({ role: "link", name: /Get Free Quote/ });
      expect(await button.attribute("href")).toBe(quoteTarget);
      await button.pointAt();
      await button.click();
      await page.waitForURL(
        (url) => url.pathname === staticPages.contact.path && url.hash === `#${heroFormId}`,
      );
      await expectInView(page, heroFormId);
      await quoteForm(page).name.fill(quote.name);
    });

    it("with a CRM's form, the quote button opens it, reads 'Opening Form...' and is back after two seconds", async () => {
      // That build's lead service, which counts the tap, is the test's own.
      await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto("/");
      const main = page.get({ role: "main" });
      const button = main.get({ role: "link", name: /Get Free Quote/ });
      expect(await button.attribute("href")).toBe(inject("crmFormUrl"));
      await button.pointAt();
      const clicked = Date.now();
      await button.click();
      const busy = main.get({ role: "link", name: /Opening Form\.\.\./ });
      await busy.waitFor();
      expect(await busy.attribute("aria-disabled")).toBe("true");
      expect((await page.url()).pathname).toBe("/");
      await busy.waitFor("hidden", uiTimings.quoteButtonResetMs + 3_000);
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(uiTimings.quoteButtonResetMs - 400);
      expect(
        await main.get({ role: "link", name: /Get Free Quote/ }).attribute("aria-disabled"),
      ).toBeNull();
    });

    it("the FAQ opens one answer at a time, by pointer and keyboard", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const items = faqs.home;
      const open_ = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("main details:not(form details)")]
            .filter((d) => (d as HTMLDetailsElement).open)
            .map((d) => d.querySelector("summary")?.textContent?.trim() ?? ""),
        );
      const question = (i: number) =>
        page.get({ role: "main" }).get({ css: "summary", text: items[i]!.question });
      expect(await open_()).toEqual([items[0]!.question]);
      await question(1).click();
      expect(await poll(open_, (q) => q[0] === items[1]!.question)).toEqual([items[1]!.question]);
      expect(await page.get({ text: items[1]!.answer }).isVisible()).toBe(true);
      expect(await page.get({ text: items[0]!.answer }).isVisible()).toBe(false);
      await question(1).click();
      expect(await poll(open_, (q) => q.length === 0)).toEqual([]);
      await question(2).focus();
      await page.press("Enter");
      expect(await poll(open_, (q) => q.length === 1)).toEqual([items[2]!.question]);
      await page.press("Space");
      expect(await poll(open_, (q) => q.length === 0)).toEqual([]);
    });

    it("shows the map only when asked", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const coverage = page.get({ role: "region", name: homeContent.coverage.head.title });
      const frame = coverage.get({ css: "iframe" });
      expect(await frame.count()).toBe(0);
      await coverage.get({ role: "button", name: "Show map" }).click();
      await frame.waitFor();
      expect(await frame.attribute("title")).toContain(`${siteConfig.serviceRadiusKm} km`);
    });
  });

  describe(`${name}: the contact form`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("puts each message next to its field, keeps what was typed, then sends: the form gives way to what was sent, and comes back empty", async () => {
      await endpoint.start();
      const page = await open(viewports.desktop, { baseURL: endpoint.siteURL });
      await page.goto("/contact-us");
      const f = contactForm(page);
      await f.submit.pointAt();
      await f.submit.click();
      for (const field of [f.name, f.email, f.message]) {
        expect((await poll(() => errorOf(field), Boolean))?.length ?? 0).toBeGreaterThan(5);
      }
      expect(await errorOf(f.phone)).toBeNull();
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);

      for (const field of contactFields)
        await f[field].fill(field === "email" ? "priya.shah" : message[field]);
      await f.submit.click();
      expect(await errorOf(f.email)).toBeTruthy();
      expect(await errorOf(f.name)).toBeNull();
      expect(await poll(() => f.email.isFocused(), Boolean)).toBe(true);
      for (const field of contactFields)
        expect(await f[field].value()).toBe(field === "email" ? "priya.shah" : message[field]);

      await f.email.fill(message.email);
      expect(await errorOf(f.email)).toBeNull();
      await f.submit.click();
      const sent = await expectSent(page, contactFormText.toastTitle, contactFormDescription.name);
      expect(await sent.text()).toContain(contactFormText.toastText);
      await sent.get({ role: "button", name: contactFormText.sendAnother }).click();
      for (const field of contactFields) expect(await f[field].value()).toBe("");
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);
    });

    it("with the lead service elsewhere: sends the message, and keeps every value when it fails", async () => {
      const refusing = await endpoint.start(500);
      const page = await open(viewports.desktop, { baseURL: endpoint.siteURL });
      await page.goto("/contact-us");
      const f = contactForm(page);
      for (const field of contactFields) await f[field].fill(message[field]);
      await f.submit.click();
      const alert = page.get({ role: "alert", text: /didn't go through/ });
      await alert.waitFor();
      expect(
        await alert.get({ role: "link", name: `call ${phone.display}` }).attribute("href"),
      ).toBe(phone.tel);
      for (const field of contactFields) expect(await f[field].value()).toBe(message[field]);
      expect(await refusing.received()).toHaveLength(1);

      const server = await endpoint.start();
      await f.submit.click();
      await expectSent(page, contactFormText.toastTitle, contactFormDescription.name);
      expect(
        (await server.received()).map((lead) => (lead.body as { fields: unknown }).fields),
      ).toEqual([message]);
    });
  });

  describe(`${name}: the quote form on a location page`, () => {
    const endpoint = leadEndpointPerTest(name);

    async function fillQuote(page: EnginePage) {
      const f = quoteForm(page);
      await openDetails(page);
      for (const field of quoteFields) await f[field].fill(quote[field]);
      await f.service.select(chipRepair);
      await f.payer.select(byInsurance.label);
    }

    it("validates next to each field, keeps what was typed, then sends: what was sent in its place, and the form back empty when asked", async () => {
      await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await f.submit.pointAt();
      await f.submit.click();
      expect(await poll(() => errorOf(f.name), Boolean)).toBeTruthy();
      expect(await errorOf(f.phone)).toBeTruthy();
      // Nothing folded under "Add details" needs fixing: it stays shut.
      expect(await f.email.isVisible()).toBe(false);
      // A mistake in a field folded there opens it, the message beside the field.
      await openDetails(page);
      expect(await errorOf(f.email)).toBeNull();
      await f.postalCode.fill("12345");
      await f.root.get({ text: quoteDetailsLine }).click();
      await f.postalCode.waitFor("hidden");
      await f.submit.click();
      expect(await poll(() => errorOf(f.postalCode), Boolean)).toBe(validationMessages.postalCode);
      expect(await f.postalCode.value()).toBe("12345");

      await fillQuote(page);
      await f.phone.fill("555-0187");
      await f.postalCode.fill("12345");
      await f.submit.click();
      expect(await errorOf(f.phone)).toBe(validationMessages.phone);
      expect(await errorOf(f.postalCode)).toBe(validationMessages.postalCode);
      expect(await errorOf(f.name)).toBeNull();
      expect(await f.vehicle.value()).toBe(quote.vehicle);
      expect(await f.payer.value()).toBe("insurance");

      await f.phone.fill(quote.phone);
      await f.postalCode.fill(quote.postalCode);
      expect(await errorOf(f.phone)).toBeNull();
      await f.submit.click();
      const sent = await expectSent(page, quoteFormText.toastTitle, quoteFormDescription.name);
      await sent.get({ role: "button", name: quoteFormText.sendAnother }).click();
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);
      expect(await f.name.value()).toBe("");
      await openDetails(page);
      expect(await f.payer.value()).toBe("");
    });

    it("counts a tap on call and on text and the coverage check's answer once each, with the page", async () => {
      const service = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      // No dialler or messages app in a test browser: after the page's own listeners have seen
      // the tap, the link is kept from leaving the page.
      await page.evaluate(() => {
        window.addEventListener("click", (click) => {
          const link = (click.target as Element).closest("a[href]");
          if (/^(tel|sms):/.test(link?.getAttribute("href") ?? "")) click.preventDefault();
        });
      });
      const main = page.get({ role: "main" });
      await main.get({ role: "link", name: /^Call/ }).click();
      await main.get({ role: "link", name: /^Text \(/ }).click();
      const box = page.get({ role: "region", name: "Do you come to me?" });
      await box.get({ role: "textbox", name: "Postal code" }).fill("m5v 2t6");
      await box.get({ role: "button", name: "Check" }).click();
      const expected = coverageForPostalCode("M5V 2T6") as CoverageResult;
      await box.get({ role: "status" }).get({ text: expected.headline }).waitFor();
      await poll(
        async () => (await service.events()).length,
        (n) => n >= 3,
        10_000,
      );
      expect((await service.events()).sort()).toEqual(
        [`call ${city.path}`, `coverage ${city.path}`, `text ${city.path}`].sort(),
      );
    });

    it("with the lead service elsewhere: keeps every value when the send fails, and sends again", async () => {
      const refusing = await endpoint.start(500);
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await fillQuote(page);
      await f.submit.click();
      await page.get({ role: "alert", text: /didn't go through/ }).waitFor();
      for (const field of quoteFields) expect(await f[field].value()).toBe(quote[field]);
      expect(await f.payer.value()).toBe("insurance");
      expect(await refusing.received()).toHaveLength(1);

      const server = await endpoint.start();
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      const fields = ((await server.received())[0]?.body as { fields: Record<string, unknown> })
        .fields;
      expect(fields).toMatchObject({
        name: quote.name,
        vehicle: quote.vehicle,
        payer: "insurance",
      });
    });
  });

  describe(`${name}: a quote request with the car, who pays and photos`, () => {
    const endpoint = leadEndpointPerTest(name);
    const tool = (page: EnginePage) => page.get({ css: "#estimate" });
    const replacement = "?glass=windshield&damage=crack&size=large&where=elsewhere&age=new";
    const sentFields = async (server: { received: () => Promise<ReceivedLead[]> }) =>
      ((await server.received())[0]?.body as { fields: Record<string, unknown> }).fields;

    async function sendEstimate(page: EnginePage) {
      await tool(page).get({ role: "link", name: "Send this to us" }).click();
      const f = quoteForm(page);
      await f.root.waitFor();
      // The page glides to the form's heading; the visitor types once it has come to rest (in
      // Firefox a glide still under way can carry the page off after the test scrolled to a
      // field).
      await scrollEnded(page);
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      return f;
    }

    it("the estimate knows the car by its VIN: calibration at the price table's price, sent with the lead", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(`${estimatePath}${replacement}`);
      await page.islandsReady();
      await tool(page)
        .get({ text: /^Which car is it\?/ })
        .click();
      const picker = tool(page).get({ css: "details[open]" });
      // A VIN with its last character mistyped: the rule it breaks, next to the field, the text
      // kept; put right, it fills in the year and the make.
      const vin = picker.get({ role: "textbox", name: /^VIN/ });
      const mistyped = `${rav4Vin.slice(0, -1)}6`;
      await vin.fill(mistyped);
      await picker.get({ text: vinMessages.checkDigit }).waitFor();
      expect(await vin.value()).toBe(mistyped);
      const year = picker.get({ role: "combobox", name: "Year" });
      expect(await year.value()).toBe("");
      await vin.fill(rav4Vin);
      expect(
        await poll(
          () => year.value(),
          (value) => value === "2019",
        ),
      ).toBe("2019");
      expect(await picker.get({ role: "combobox", name: "Make" }).value()).toBe("Toyota");
      await picker.get({ text: estimateToolText.car.fromVin }).waitFor();
      expect(await picker.text()).not.toContain(vinMessages.checkDigit);
      await picker.get({ role: "combobox", name: "Model" }).select("RAV4");
      await tool(page).get({ role: "radio", name: "Yes, there's a camera" }).click();
      const priceBox = tool(page).get({ css: "dl" });
      expect(
        await poll(
          () => priceBox.text(),
          (text) => text.includes(pricing.adasCalibration.price.label),
        ),
      ).toContain("Plus ADAS camera calibration");
      expect((await page.url()).searchParams.get("model")).toBe("RAV4");

      const f = await sendEstimate(page);
      expect(await f.vehicle.value()).toBe("2019 Toyota RAV4");
      expect(await f.vin.value()).toBe(rav4Vin);
      await f.submit.click();
      // On a busy machine the send itself can take seconds: first that it arrived, then that the
      // visitor is told.
      const arrived = await poll(
        () => server.received(),
        (leads) => leads.length > 0,
        15_000,
      );
      expect(arrived).toHaveLength(1);
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        vehicle: "2019 Toyota RAV4",
        vin: rav4Vin,
        estimate: expect.stringContaining(
          `ADAS calibration needed (camera behind the mirror): ${pricing.adasCalibration.price.label}`,
        ),
      });
    });

    it("skipping every new question sends the estimate alone", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(`${estimatePath}${replacement}`);
      await page.islandsReady();
      const f = await sendEstimate(page);
      await f.submit.click();
      // On a phone, the estimate's confirmation is where the visitor looks, over nothing.
      await expectSent(page, quoteFormText.toastTitle, quoteFormDescription.name);
      const fields = await sentFields(server);
      expect(fields).toMatchObject({ vehicle: "", payer: "", preferredDay: "", visitPlace: "" });
      expect(fields.estimate).toMatch(/^Replacement needed: /);
      expect(fields.estimate).not.toMatch(/ADAS/);
      expect((await server.received())[0]!.photos).toEqual([]);
    });

    it("paid by insurance, in an open window: the insurer's fields and the window go with the lead, and its page is linked", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await openDetails(page);
      expect(await f.insurer.isVisible()).toBe(false);
      await f.payer.select(byInsurance.label);
      await f.insurer.waitFor();
      expect(await f.insurer.attribute("list")).toBeTruthy();
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await f.insurer.fill("Aviva");
      await f.deductible.fill("5 hundred");
      await f.submit.click();
      expect(await poll(() => errorOf(f.deductible), Boolean)).toBe(validationMessages.deductible);
      await f.deductible.fill("$1,000");
      // The open days, once the form's script has asked the lead service for them, then the
      // day's windows.
      const [slot] = openSlots(defaultAvailability, bookingText, new Map(), new Date());
      await f.root.get({ role: "combobox", name: /^Preferred day/ }).select(slot!.dayLabel);
      await f.arrivalWindow.select(
        `${choiceLabel("arrivalWindow", slot!.window)} (${slot!.hours})`,
      );
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        payer: "insurance",
        insurer: "Aviva",
        deductible: "$1,000",
        preferredDay: slot!.day,
        arrivalWindow: slot!.window,
      });
      const status = page.get({ role: "link", name: quoteFormText.statusLink });
      expect(await status.attribute("href")).toMatch(new RegExp(`${standInJobPath}$`));
    });

    it("a closed day picked on the phone's calendar: said beside the field, with the nearest open windows, one tap filling the day and window", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      // The first days the availability books nothing (the sample's Sundays).
      const slots = openSlots(defaultAvailability, bookingText, new Map(), new Date());
      const openDays = new Set(slots.map((slot) => slot.day));
      const closed = [...Array(14).keys()]
        .map((ahead) => {
          const day = new Date(`${slots[0]!.day}T12:00:00Z`);
          day.setUTCDate(day.getUTCDate() + ahead);
          return day.toISOString().slice(0, 10);
        })
        .find((day) => !openDays.has(day))!;
      // The visitor taps the day first: the calendar is under their finger as the form's script
      // starts, and stays; they pick the closed day on it.
      const calendar = f.root.get({ css: "input[type=date]" });
      await calendar.evaluate((el) => (el as HTMLElement).focus());
      await calendar.evaluate((el, day: string) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, day);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }, closed as never);
      const nearest = nearestSlots(slots, closed, "morning");
      const first = f.root.get({ role: "button", name: nearest[0]!.label });
      await first.waitFor();
      // The day's field, the calendar or the list of open days by then: the message beside it.
      const day = f.root.get({ css: "[id$='-preferredDay']" });
      expect(await poll(() => errorOf(day), Boolean)).toBe(
        fillLater(quoteFormText.when.dayClosed, { day: shortDay(closed) }),
      );
      for (const slot of nearest.slice(1))
        expect(await f.root.get({ role: "button", name: slot.label }).isVisible()).toBe(true);

      await first.click();
      expect(
        await poll(
          () => errorOf(day),
          (message) => message === null,
        ),
      ).toBeNull();
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        preferredDay: nearest[0]!.day,
        arrivalWindow: nearest[0]!.window,
      });
    });

    it("photos: refuses what is not a photo, shrinks the rest and sends them with the lead", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      // The form's script loads when the visitor starts on it; then the photo field shows.
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await openDetails(page);
      const input = f.root.get({ css: 'input[type="file"]' });
      const pick = (files: PickedFile[]) =>
        input.evaluate(pickFiles as (el: HTMLElement, files: never) => Promise<void>, files);
      await pick([{ name: "crack.jpg", type: "image/jpeg", text: "%PDF-1.7 not a picture" }]);
      expect(await poll(() => errorOf(input), Boolean)).toBe(photoMessages.notAPhoto("crack.jpg"));
      await pick([{ name: "big.jpg", type: "image/jpeg", bytes: photoRules.pickBytes + 1 }]);
      expect(
        await poll(
          () => errorOf(input),
          (m) => m?.includes("big.jpg") ?? false,
        ),
      ).toBe(photoMessages.tooLarge("big.jpg"));
      await pick([
        { name: "one.jpg", type: "image/jpeg", width: 4000, height: 3000 },
        { name: "two.png", type: "image/png", width: 1200, height: 1600 },
      ]);
      await f.root.get({ role: "img", name: /two\.png/ }).waitFor();
      await pick([
        { name: "three.jpg", type: "image/jpeg", width: 800, height: 600 },
        { name: "four.jpg", type: "image/jpeg", width: 800, height: 600 },
      ]);
      expect(await poll(() => errorOf(input), Boolean)).toBe(photoMessages.tooMany);
      await f.root.get({ role: "img", name: /three\.jpg/ }).waitFor();
      expect(await f.root.get({ role: "img", name: /four\.jpg/ }).isVisible()).toBe(false);
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      const { photos, contentType } = (await server.received())[0]!;
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(photos.map((p) => p.type)).toEqual(["image/jpeg", "image/jpeg", "image/jpeg"]);
      expect(photos.map((p) => Math.max(p.width, p.height))).toEqual([1600, 1600, 800]);
      for (const photo of photos) expect(photo.size).toBeLessThan(photoRules.uploadBytes);
      expect((await sentFields(server)).name).toBe(quote.name);
      // Sent: the form is empty again, photos too.
      expect(await f.root.get({ role: "img", name: /one\.jpg/ }).isVisible()).toBe(false);
    });
  });

  describe(`${name}: the visitor tools`, () => {
    const tool = (page: EnginePage) => page.get({ css: "#estimate" });
    const heading = (page: EnginePage) => tool(page).get({ role: "heading", level: 2 });

    async function answer(page: EnginePage, ...labels: string[]) {
      for (const label of labels) {
        const before = await heading(page).text();
        await tool(page)
          .get({ role: "link", name: new RegExp(`^${label}`) })
          .click();
        await poll(
          () => heading(page).text(),
          (text) => text !== before,
        );
      }
    }

    it("the instant estimate walks a chip to 'Repair likely', keeps it in the URL and sends it", async () => {
      const page = await open(viewports.mobile);
      await page.goto(estimatePath);
      expect(await heading(page).text()).toBe("Which glass is damaged?");
      expect(
        await tool(page)
          .get({ role: "list", name: "Which glass is damaged?" })
          .get({ role: "link" })
          .count(),
      ).toBe(glassChoices.length);
      await answer(page, "Windshield", "A chip");
      expect(await heading(page).text()).toBe("Is the chip smaller than a quarter?");
      await answer(page, "Smaller than a quarter", "Somewhere else", "Just one");
      expect(await heading(page).text()).toBe("How old is the damage?");
      await page.back();
      expect(
        await poll(
          () => heading(page).text(),
          (t) => t !== "How old is the damage?",
        ),
      ).toBe("How many chips are there?");
      await answer(page, "Just one", "Less than 6 months");
      expect(await heading(page).text()).toBe("Repair likely");
      expect((await page.url()).search).toBe(
        "?glass=windshield&damage=chip&size=small&where=elsewhere&count=one&age=new",
      );
      const result = await tool(page).text();
      expect(result).toContain(pricing.chipRepair.price.label);
      expect(result).toContain(pricing.chipRepair.duration);
      // Every rule it passed, said; none failed; the insurance note, and no calibration.
      for (const rule of [
        "The chip is smaller than a quarter",
        "out of the driver's line of sight",
        "away from the edge",
        "a single chip",
        "less than 6 months old",
      ])
        expect(result).toContain(rule);
      expect(result).not.toContain("Fails the rule");
      expect(result).toContain(insuranceText.short);
      expect(result).not.toMatch(/ADAS/);
      expect(
        await tool(page)
          .get({ role: "link", name: /More about windshield repair/ })
          .attribute("href"),
      ).toBe(servicePath(serviceById("windshield-repair").page!.slug));

      await tool(page).get({ role: "link", name: "Send this to us" }).click();
      const f = quoteForm(page);
      await f.root.waitFor();
      expect(
        await f.service.evaluate(
          (el) => (el as unknown as HTMLSelectElement).selectedOptions[0]?.label,
        ),
      ).toBe(chipRepair);
      expect(await f.damage.value()).toContain("chip");
    });

    it("the coverage check answers a postal code, and says what is wrong with one it cannot read", async () => {
      const page = await open(viewports.mobile);
      await page.goto("/");
      const box = page.get({ role: "region", name: "Do you come to me?" });
      const field = box.get({ role: "textbox", name: "Postal code" });
      await field.fill("m5v 2t6");
      await box.get({ role: "button", name: "Check" }).click();
      const expected = coverageForPostalCode("M5V 2T6") as CoverageResult;
      const status = box.get({ role: "status" });
      await status.get({ text: expected.headline }).waitFor();
      expect(await status.text()).toContain(expected.detail);
      expect(await status.get({ role: "link", name: /^Call/ }).attribute("href")).toBe(phone.tel);
      // On a phone, the answer offers a text with the photo, the message and the code written.
      const photo = status.get({ role: "link", name: photoText.label });
      expect(await photo.attribute("href")).toBe(photoTextHref(phone.sms, "M5V 2T6"));

      // A code it cannot answer: the message next to the field, the code kept, the focus on it
      // and no answer shown; fixed, the message goes.
      const cases = [
        ["12345", coverageMessages.invalid],
        ["K1A 0B1", coverageMessages.unknown("K1A")],
        ["", coverageMessages.empty],
      ] as const;
      for (const [code, message] of cases) {
        await field.fill(code);
        await box.get({ role: "button", name: "Check" }).click();
        expect(
          await poll(
            () => errorOf(field),
            (m) => m === message,
          ),
        ).toBe(message);
        expect(await field.value()).toBe(code);
        expect(await field.isFocused()).toBe(true);
        expect(await status.get({ text: expected.headline }).isVisible()).toBe(false);
      }
      await field.fill("L4C 3G5");
      await box.get({ role: "button", name: "Check" }).click();
      await status.get({ text: /^Yes/ }).waitFor();
      expect(await field.attribute("aria-invalid")).toBeNull();
    });

    it("the coverage check answers from the visitor's location, and says so when it is refused", async () => {
      const check = async (page: EnginePage) => {
        await page.goto("/");
        const box = page.get({ role: "region", name: "Do you come to me?" });
        const button = box.get({ role: "button", name: "Use my location" });
        await button.pointAt();
        await button.click();
        return box.get({ role: "status" });
      };
      if (engine.canSetLocation) {
        const point = destinationPoint(torontoCentre, 90, 10);
        const status = await check(
          await open(viewports.mobile, { location: { latitude: point.lat, longitude: point.lng } }),
        );
        const expected = coverageAt(point);
        await status.get({ text: expected.headline }).waitFor();
        expect(await status.text()).toContain(expected.detail);
      }
      const refused = await check(await open(viewports.mobile, { location: "refused" }));
      await refused.get({ text: /didn't share your location/ }).waitFor();
    });
  });
}
