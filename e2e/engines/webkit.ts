// WebKitGTK for the cross-engine suite: WebKitWebDriver on a virtual display (Xvfb), driving the
// smallest browser it can (webkit-browser.py, a Python bridge to WebKitGTK that writes the
// console to a file), its pages on the WebDriver driver (webdriver.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findWebKit } from "../../scripts/engines.mjs";
import { freePort, waitForHttp } from "../../scripts/system.mjs";
import { traced } from "./driver";
import { EnginePage, type Engine } from "./page";
import { WebDriverSession, webDriverDriver } from "./webdriver";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts Xvfb on a display it picks itself, and returns that display and the process. */
async function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    xvfb,
    ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
  return { display, process: child };
}

export async function launchWebKit(baseURL: string): Promise<Engine> {
  const { driver, xvfb, python } = findWebKit();
  const dir = await mkdtemp(path.join(tmpdir(), "webkit-engine-"));
  const consoleLog = path.join(dir, "console.log");
  await writeFile(consoleLog, "");
  const screen = await startXvfb(xvfb);
  const port = await freePort();
  const server = spawn(driver, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DISPLAY: screen.display, WEBKIT_CONSOLE_LOG: consoleLog },
  });
  const stopAll = async () => {
    server.kill();
    screen.process.kill();
    await rm(dir, { recursive: true, force: true });
  };
  if (!(await waitForHttp(`http://127.0.0.1:${port}/status`, { child: server }))) {
    await stopAll();
    throw new Error("WebKitWebDriver did not start");
  }
  const session = await WebDriverSession.create(`http://127.0.0.1:${port}`, {
    "webkitgtk:browserOptions": {
      binary: python,
      args: [path.join(here, "webkit-browser.py"), "--automation"],
    },
  });
  const log = await open(consoleLog, "r");
  let logOffset = 0;
  let pending = "";
  let marks = 0;
  /**
   * Console lines WebKit wrote since the last read: the errors, warnings and policy reports.
   * WebKit's processes write them as they come, but a line may still be on its way when a step
   * ends; so the page logs a mark of its own, and everything the page logged before it has been
   * written once the mark has.
   */
  const readLog = async () => {
    const mark = `engine-console-mark-${(marks += 1)}`;
    const marked = await session
      .execute(`console.log(${JSON.stringify(mark)}); return true;`)
      .catch(() => false);
    const deadline = Date.now() + 3_000;
    let text = pending;
    for (;;) {
      const { size } = await log.stat();
      if (size > logOffset) {
        const buffer = Buffer.alloc(size - logOffset);
        await log.read(buffer, 0, buffer.length, logOffset);
        logOffset = size;
        text += buffer.toString("utf8");
      }
      if (!marked || text.includes(mark) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const end = text.lastIndexOf("\n");
    pending = text.slice(end + 1);
    return (
      text
        .slice(0, end + 1)
        .split("\n")
        // "CONSOLE ERROR text", "CONSOLE SECURITY ERROR text", "url:line:col: CONSOLE JS ERROR text"
        .filter((line) => /\bCONSOLE (?:[A-Z]+ )?(?:ERROR|WARN)\b/.test(line))
        .map((line) => line.trim())
    );
  };
  const visited = new Set<string>();

  return {
    name: "webkit",
    canSetLocation: false,
    async newPage(viewport, options = {}) {
      if (options.location && options.location !== "refused") {
        throw new Error("WebKitGTK cannot be given a position: see canSetLocation");
      }
      // One browser for the whole run: wipe what the test before left on each site it opened.
      for (const origin of visited) {
        await session.command("POST", "/url", { url: `${origin}/favicon.svg` });
        await session.execute("localStorage.clear(); sessionStorage.clear();");
        await session.command("DELETE", "/cookie");
      }
      await session.command("POST", "/url", { url: "about:blank" });
      await readLog();
      const site = options.baseURL ?? baseURL;
      visited.add(new URL(site).origin);
      const driverForPage = traced(webDriverDriver(session, readLog));
      await driverForPage.setViewport(viewport);
      return new EnginePage("webkit", driverForPage, site);
    },
    async close() {
      await session.close();
      await log.close();
      await stopAll();
    },
  };
}
