import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cutSiteFont, siteFont, siteFontText } from "./site-font";

describe("the brand font's cut", () => {
  it("keeps printable ASCII, the layout's marks and every character of the texts, once each, in order", () => {
    const text = siteFontText(['{"city": "Vaughan · “Woodbridge”"}', "Zoë\n\tŁódź"]);
    for (const char of ["A", "~", " ", "·", "“", "ë", "Ł", "ó", "ź", ...siteFont.marks]) {
      expect(text).toContain(char);
    }
    expect(text).not.toMatch(/[\n\t]/);
    expect(new Set(text).size).toBe([...text].length);
    const points = [...text].map((c) => c.codePointAt(0)!);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });

  it("makes a WOFF2 file of about a third of Inter's Latin file, larger for more characters", async () => {
    const source = readFileSync(createRequire(import.meta.url).resolve(siteFont.source));
    const ascii = await cutSiteFont(source, siteFontText([]));
    expect(ascii.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(ascii.length).toBeLessThan(source.length / 2.5);
    const more = await cutSiteFont(source, siteFontText(["àâçéèêëîïôûùüÿœæ"]));
    expect(more.length).toBeGreaterThan(ascii.length);
  });

  it("is the family the stylesheet's @font-face names, so the head can ask for it by name", () => {
    const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
    const face = /@font-face\s*{[^}]*src:\s*url\("~site-font\/[^}]*}/.exec(css)?.[0] ?? "";
    expect(face).toContain(`font-family: "${siteFont.family}";`);
  });
});
