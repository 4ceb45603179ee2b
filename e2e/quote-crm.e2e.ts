// "Get Free Quote" when the business names a CRM's hosted form (QUOTE_FORM_URL): the spec's
// behaviour, in Chromium, against the nginx run's second build, which is made with one. The
// default, the site's own form, is tested in e2e/home.e2e.ts; Firefox and WebKit run both in
// the cross-engine suite.
import { describe, expect, inject, it } from "vitest";
import { uiTimings } from "../core/config/ui";
import { homeContent } from "../app/data/home";
import { connectBrowser, pointAt, visit } from "./browser";
import { poll } from "./poll";

const browser = connectBrowser();
const crm = inject("crmFormUrl");

describe("Get Free Quote with a CRM's form", () => {
  // That build's lead endpoint, which counts the taps, is the stand-in (e2e/lead-stand-in.ts).
  const site = inject("leadSiteURL");

  it("opens the CRM's form in a new tab, reads 'Opening Form...' and is disabled for two seconds", async () => {
    const page = await browser.newPage("mobile", { baseURL: site });
    await page.clock.install();
    await page
      .context()
      .route(`${crm}**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Quote request</title>" }),
      );
    await visit(page, "/");
    const card = page
      .getByRole("main")
      .getByRole("heading", { name: homeContent.quoteCard.title })
      .locator("..");
    const button = card.getByRole("link", { name: /Get Free Quote.*new tab/ });
    await pointAt(button);

    // The page's clock stands still from here and moves only when the test moves it, so the
    // two seconds are the page's own, however busy the machine is.
    await page.clock.pauseAt(Date.now() + 1_000);
    const popupPromise = page.context().waitForEvent("page");
    await button.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(crm);
    expect(new URL(page.url()).pathname).toBe("/");

    const busy = card.getByRole("link", { name: /Opening Form\.\.\./ });
    expect(await busy.getAttribute("aria-disabled")).toBe("true");
    // A second tap while it is busy opens nothing.
    let opened = 0;
    page.context().on("page", () => (opened += 1));
    await busy.click({ force: true });
    expect(opened).toBe(0);

    // Still busy just before the two seconds are up...
    await page.clock.runFor(uiTimings.quoteButtonResetMs - 100);
    expect(await busy.count()).toBe(1);
    expect(opened).toBe(0);
    // ...and back to idle once they are.
    await page.clock.runFor(100);
    const idle = await poll(
      () => card.getByRole("link", { name: /Get Free Quote/ }).count(),
      (n) => n === 1,
    );
    expect(idle).toBe(1);
    expect(await button.getAttribute("aria-disabled")).toBeNull();
  });

  it("is a link to the CRM's form in a new tab with JavaScript off, on every kind of page", async () => {
    const page = await browser.newPage("mobile", { baseURL: site, javaScriptEnabled: false });
    for (const path of ["/", "/about-us", "/services/windshield-repair"]) {
      await page.goto(path);
      const link = page
        .getByRole("main")
        .getByRole("link", { name: /Get Free Quote/ })
        .first();
      expect(await link.getAttribute("href"), path).toBe(crm);
      expect(await link.getAttribute("target"), path).toBe("_blank");
      expect(await link.getAttribute("rel"), path).toBe("noopener noreferrer");
    }
  });
});
