import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themeColour, themeProperties } from "./theme";

describe("the theme's colours, read from the stylesheet", () => {
  it("gives a utility's colour as the light surfaces show it", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const token = (name: string) => new RegExp(`\\s${name}:\\s*(#[0-9a-f]+);`, "i").exec(css)?.[1];
    expect(themeColour("primary")).toBe(token("--primary"));
    expect(themeColour("ring")).toBe(token("--ring-light"));
    expect(themeColour("ring")).not.toBe(token("--ring-dark"));
  });

  it("follows var() to the value, takes :root and @theme only, and the later sheet's", () => {
    const sheet = `
      @theme inline { --color-ring: var(--ring); --color-cta: var(--cta); }
      :root { --cta: #f59e0b; --ring-light: #0369a1; --ring: var(--ring-light); }
      .surface-dark { --ring: #fbbf24; }
      /* :root { --cta: #000000; } */`;
    const properties = themeProperties("@theme { --color-white: #fff; }", sheet);
    expect(themeColour("ring", undefined, properties)).toBe("#0369a1");
    expect(themeColour("cta", undefined, properties)).toBe("#f59e0b");
    expect(themeColour("white", undefined, properties)).toBe("#fff");
    expect(themeColour("white", 50, properties)).toBe("rgb(255 255 255/0.5)");
    expect(themeColour("cta", 15, properties)).toBe("rgb(245 158 11/0.15)");
    expect(() => themeColour("brand", undefined, properties)).toThrow(/no colour brand/);
  });

  it("knows the site's colours and Tailwind's white", () => {
    expect(themeColour("white")).toBe("#fff");
    for (const token of ["background", "foreground", "primary", "accent", "cta", "ring", "ink"])
      expect(themeColour(token), token).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
