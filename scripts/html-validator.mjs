// The Nu HTML Checker (vnu.jar from the vnu-jar package, run with Java), shared by the build's
// HTML gate (check-html.mjs) and the browser tests that check pages in their interactive states.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { findOrInstall } from "./system.mjs";

const hasJava = () => {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  return !java.error && java.status === 0;
};

/** Finds Java, or installs it when run as root; throws with a hint otherwise. */
export function requireJava() {
  findOrInstall({
    name: "Java runtime",
    locate: () => (hasJava() ? "java" : null),
    packages: ["default-jre-headless"],
    hint: "The HTML checker needs Java. Install a Java runtime (on Debian: apt-get install default-jre-headless).",
  });
}

/**
 * Checks HTML files; returns their errors (and fatal problems), each with its file, line,
 * column, message and the markup around it.
 * @param {string[]} files
 * @returns {{ file: string, line?: number, column?: number, message: string, extract?: string }[]}
 */
export function validateHtml(files) {
  const vnu = createRequire(import.meta.url)("vnu-jar");
  const result = spawnSync(
    "java",
    // A run of a few seconds: the JVM's quick compiler alone and one garbage-collector thread
    // take half the CPU of its defaults, and finish sooner on two cores.
    [
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-Xss8m",
      "-jar",
      vnu,
      "--errors-only",
      "--format",
      "json",
      ...files,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  let messages;
  try {
    messages = JSON.parse(result.stderr || result.stdout || '{"messages":[]}').messages;
  } catch {
    throw new Error(result.stderr || result.stdout || "the HTML checker gave no answer");
  }
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => ({
      file: decodeURIComponent(new URL(m.url).pathname),
      line: m.lastLine,
      column: m.firstColumn,
      message: m.message,
      extract: m.extract,
    }));
}
