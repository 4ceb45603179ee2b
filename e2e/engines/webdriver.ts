// A W3C WebDriver client of the few commands the cross-engine suite needs, over fetch: enough
// to drive WebKitGTK through WebKitWebDriver, which speaks classic WebDriver only (no BiDi); and
// the page API's driver over it (`webDriverDriver`).
// https://www.w3.org/TR/webdriver2/
import type { Driver } from "./driver";

/** How WebDriver marks an element in a script's result or an action's origin. */
export const elementKey = "element-6066-11e4-a52e-4f735466cecf";

export interface ElementReference {
  [elementKey]: string;
}

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === "object" && value !== null && elementKey in value;
}

/** Key names as the suite writes them, and the code points WebDriver sends for them. */
export const webDriverKeys: Record<string, string> = {
  Tab: "\uE004",
  Enter: "\uE007",
  Escape: "\uE00C",
  Space: "\uE00D",
  End: "\uE010",
  Home: "\uE011",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Backspace: "\uE003",
};

export class WebDriverSession {
  private constructor(
    private readonly server: string,
    readonly id: string,
  ) {}

  static async create(server: string, capabilities: Record<string, unknown>) {
    const value = (await request(server, "POST", "/session", {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string };
    return new WebDriverSession(server, value.sessionId);
  }

  command(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    return request(
      this.server,
      method,
      `/session/${this.id}${path}`,
      body ?? (method === "POST" ? {} : undefined),
    );
  }

  /** Runs `script` as the body of a function called with `args`; a returned promise is awaited. */
  execute(script: string, args: unknown[] = []): Promise<unknown> {
    return this.command("POST", "/execute/sync", { script, args });
  }

  /** One pointer or key sequence, then releases whatever it left pressed. */
  async actions(sources: unknown[]): Promise<void> {
    await this.command("POST", "/actions", { actions: sources });
    await this.command("DELETE", "/actions");
  }

  async close(): Promise<void> {
    await request(this.server, "DELETE", `/session/${this.id}`).catch(() => undefined);
  }
}

async function request(
  server: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as {
    value: { error?: string; message?: string } | unknown;
  };
  const value = payload.value as { error?: string; message?: string } | null;
  if (!response.ok || (value && typeof value === "object" && "error" in value && value.error)) {
    throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
  }
  return payload.value;
}

/**
 * The page API's driver (page.ts) over a WebDriver session: WebDriver's element click, its
 * pointer and key actions, and the console lines `readLog` reads.
 */
export function webDriverDriver(
  session: WebDriverSession,
  readLog: () => Promise<string[]>,
): Driver {
  const reference = (element: unknown) => {
    if (!isElementReference(element)) throw new Error(`not an element: ${JSON.stringify(element)}`);
    return element as ElementReference;
  };
  const pointer = (actions: unknown[]) => ({
    type: "pointer",
    id: "mouse",
    parameters: { pointerType: "mouse" },
    actions,
  });
  return {
    async goto(url) {
      await session.command("POST", "/url", { url });
    },
    url: async () => (await session.command("GET", "/url")) as string,
    async back() {
      await session.command("POST", "/back");
    },
    async forward() {
      await session.command("POST", "/forward");
    },
    async setViewport({ width, height }) {
      // The browser has no toolbar: the window is the viewport.
      await session.command("POST", "/window/rect", { width, height });
      // WebKitGTK answers before the page has taken the new size: on a busy machine a check run
      // at once still finds the wide layout in the narrow window. Wait until the media queries
      // see the width, and the page has laid out a frame at it.
      const deadline = Date.now() + 10_000;
      while (
        !(await session.execute(`return window.matchMedia("(width: ${width}px)").matches;`)) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      await session.execute(
        "return new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); setTimeout(resolve, 100); });",
      );
    },
    run: (body) => session.execute(body),
    element: (body) => session.execute(body),
    async click(element) {
      await session.command("POST", `/element/${reference(element)[elementKey]}/click`);
    },
    async hover(element) {
      await session.actions([
        pointer([{ type: "pointerMove", duration: 0, origin: reference(element), x: 0, y: 0 }]),
      ]);
    },
    async type(text) {
      await session.actions([
        {
          type: "key",
          id: "keyboard",
          actions: [...text].flatMap((c) => [
            { type: "keyDown", value: c },
            { type: "keyUp", value: c },
          ]),
        },
      ]);
    },
    async press(key) {
      const value = webDriverKeys[key]!;
      await session.actions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ]);
    },
    async mouseMove(x, y) {
      await session.actions([
        pointer([{ type: "pointerMove", duration: 0, origin: "viewport", x, y }]),
      ]);
    },
    async screenshot() {
      return Buffer.from((await session.command("GET", "/screenshot")) as string, "base64");
    },
    problems: readLog,
  };
}
