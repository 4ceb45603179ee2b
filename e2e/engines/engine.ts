// The engines of the cross-engine suite: the same page API (page.ts) over Chromium (the browser
// the global setup launched), Firefox (firefox.ts, through playwright-core over WebDriver BiDi)
// and WebKitGTK (webkit.ts, through WebKitWebDriver, classic WebDriver). Chromium and Firefox run
// on the Playwright driver (playwright-driver.ts), WebKit on the WebDriver one (webdriver.ts).
// Each page reports every console error and warning, uncaught error and content security policy
// message it gave.
import { chromium } from "playwright-core";
import { suiteChromiumMark } from "../lead-stand-in";
import type { EngineName } from "./driver";
import { launchFirefox } from "./firefox";
import type { Engine } from "./page";
import { playwrightEngine } from "./playwright-driver";
import { launchWebKit } from "./webkit";

/**
 * An engine for the suite. Chromium is the browser the global setup launched, shared with the
 * Chromium-only files (`wsEndpoint`); Firefox and WebKit start a process of their own.
 */
export async function launchEngine(
  name: EngineName,
  baseURL: string,
  wsEndpoint: string,
): Promise<Engine> {
  if (name === "webkit") return launchWebKit(baseURL);
  if (name === "chromium") {
    const browser = await chromium.connect(wsEndpoint);
    // Its user agent says it is the suite's, for the lead endpoint's stand-in (lead-stand-in.ts).
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} ${suiteChromiumMark}`;
    await probe.context().close();
    return playwrightEngine("chromium", browser, baseURL, userAgent);
  }
  return launchFirefox(baseURL);
}
