// The cross-engine suite: what every visitor depends on, written once and run in Chromium,
// Firefox and WebKit (chromium.e2e.ts with chromium-every-page.e2e.ts, firefox.e2e.ts,
// webkit.e2e.ts), each in one browser process reused by every test, against the built site under
// its production headers. Each scenario (scenarios/) registers its own tests; this file launches
// the engine and composes them. The Chromium files (e2e/*.e2e.ts) keep what needs Playwright or
// the whole product: the page clock, held sends, JavaScript off, network faults, the inbox.
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import type { EngineName, Viewport } from "./driver";
import { launchEngine } from "./engine";
import type { Engine, EnginePage, NewPageOptions } from "./page";
import { contactFormScenarios } from "./scenarios/contact-form";
import { coverageCheck } from "./scenarios/coverage";
import { estimateAnswers, estimateCar } from "./scenarios/estimate";
import { everyPage } from "./scenarios/every-page";
import { homePage } from "./scenarios/home";
import { headerMenus, phoneNavigation } from "./scenarios/navigation";
import { quotePhotos } from "./scenarios/photos";
import { quoteDetails } from "./scenarios/quote-details";
import { quoteFormScenarios } from "./scenarios/quote-form";
import type { Suite } from "./scenarios/shared";

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

  const suite: Suite = {
    name,
    engine: () => engine,
    async open(viewport: Viewport, options: NewPageOptions = {}) {
      current = await engine.newPage(viewport, options);
      return current;
    },
  };

  if (part !== "paths") everyPage(suite);
  if (part === "every page") return;
  headerMenus(suite);
  phoneNavigation(suite);
  homePage(suite);
  contactFormScenarios(suite);
  quoteFormScenarios(suite);
  estimateCar(suite);
  estimateAnswers(suite);
  quoteDetails(suite);
  quotePhotos(suite);
  coverageCheck(suite);
}
