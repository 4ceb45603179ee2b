import { afterEach, describe, expect, it } from "vitest";
import { fileFromEnv, portFromEnv } from "./system.mjs";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("settings from the environment", () => {
  it("name the variable and give an example when a port is not a port", () => {
    process.env.PORT = "80a";
    expect(() => portFromEnv("PORT", 3000)).toThrow(
      'PORT must be a port number from 1 to 65535 (got "80a"), for example PORT=3000',
    );
    process.env.PORT = "8080";
    expect(portFromEnv("PORT", 3000)).toBe(8080);
    delete process.env.PORT;
    expect(portFromEnv("PORT", 3000)).toBe(3000);
  });

  it("name the variable and give an example when a program is not there", () => {
    process.env.CHROME_PATH = "/nowhere/chromium";
    expect(() => fileFromEnv("CHROME_PATH")).toThrow(
      "CHROME_PATH is set to /nowhere/chromium, which does not exist; for example CHROME_PATH=/usr/bin/chromium.",
    );
  });
});
