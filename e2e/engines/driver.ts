// What the cross-engine suite asks of each engine's driver (Playwright's for Chromium and
// Firefox, playwright-driver.ts; WebDriver's for WebKitGTK, webdriver.ts): the few calls the
// page API (page.ts) builds everything else on.

export type EngineName = "chromium" | "firefox" | "webkit";

export interface Viewport {
  width: number;
  height: number;
}

export type KeyName =
  | "Tab"
  | "Enter"
  | "Escape"
  | "Space"
  | "ArrowDown"
  | "ArrowUp"
  | "ArrowLeft"
  | "ArrowRight"
  | "Home"
  | "End"
  | "Backspace";

/** What each engine's driver does; `EnginePage` builds everything else on it. */
export interface Driver {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  forward(): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Runs a function body (`callSource`) in the page and returns its JSON result */
  run(body: string): Promise<unknown>;
  /** Runs a function body that returns an element, or null */
  element(body: string): Promise<unknown>;
  click(element: unknown): Promise<void>;
  hover(element: unknown): Promise<void>;
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  mouseMove(x: number, y: number): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Console errors and warnings, page errors and policy messages since the last call */
  problems(): Promise<string[]>;
}

/**
 * With ENGINE_TRACE=1, says which driver call a test is stuck in or slowed by: the way to tell
 * a hang in one engine from a slow machine.
 */
export function traced(driver: Driver): Driver {
  if (!process.env.ENGINE_TRACE) return driver;
  return new Proxy(driver, {
    get(target, key) {
      const value = target[key as keyof Driver];
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const started = Date.now();
        const call = `${String(key)}(${String(args[0] ?? "").slice(-200)})`;
        const timer = setTimeout(() => console.log(`still waiting after 4 s: ${call}`), 4_000);
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          clearTimeout(timer);
          const took = Date.now() - started;
          if (took > 1_000) console.log(`slow: ${String(key)} took ${took} ms`);
        }
      };
    },
  });
}
