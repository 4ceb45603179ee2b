// Firefox for the cross-engine suite: a browser process of its own for the run, its pages on the
// Playwright driver (playwright-driver.ts).
import { firefox, type Browser } from "playwright-core";
import { findFirefox } from "../../scripts/engines.mjs";
import type { Engine } from "./page";
import { playwrightEngine } from "./playwright-driver";

export async function launchFirefox(baseURL: string): Promise<Engine> {
  // Firefox ESR as installed, driven over WebDriver BiDi (Playwright's "moz-firefox").
  const browser: Browser = await firefox.launch({
    channel: "moz-firefox",
    executablePath: findFirefox(),
    headless: true,
    firefoxUserPrefs: {
      // Overlay scrollbars, as on phones and macOS: a classic one takes 12 px of the width.
      "widget.gtk.overlay-scrollbars.enabled": true,
      "ui.useOverlayScrollbars": 1,
      // A request for the visitor's location is refused unless a test grants it: Firefox
      // would otherwise wait for an answer to a prompt no one sees.
      "permissions.default.geo": 2,
    },
  });
  return playwrightEngine("firefox", browser, baseURL);
}
