// A W3C WebDriver client of the few commands the cross-engine suite needs, over fetch: enough
// to drive WebKitGTK through WebKitWebDriver, which speaks classic WebDriver only (no BiDi).
// https://www.w3.org/TR/webdriver2/

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
