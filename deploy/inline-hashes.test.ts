import { describe, expect, it } from "vitest";
import { inlineHashes, isDataBlock, sha256Source } from "./inline-hashes";

describe("sha256Source", () => {
  it("is the CSP hash source of the code's UTF-8 bytes", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source("é")).not.toBe(sha256Source("e"));
  });
});

describe("inlineHashes", () => {
  const page = [
    "<!DOCTYPE html><html><head>",
    '<script>window.a = "<div style=\\"color:red\\">";</script>',
    '<script type="module" async="">import "/assets/x.js";</script>',
    '<script src="/assets/y.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<style>body{margin:0}</style>",
    '</head><body><div style="position:relative"><p style="content:&quot;x&quot;">',
    '<span style="position:relative"></span></p></div></body></html>',
  ].join("");
  const hashes = inlineHashes(page);

  it("hashes every inline script the browser runs, classic or module, once each", () => {
    expect(hashes.scripts).toEqual(
      [
        sha256Source('window.a = "<div style=\\"color:red\\">";'),
        sha256Source('import "/assets/x.js";'),
      ].sort(),
    );
  });

  it("hashes <style> elements and each distinct style attribute, as the browser decodes it", () => {
    expect(hashes.styles).toEqual([sha256Source("body{margin:0}")]);
    expect(hashes.styleAttributes).toEqual(
      [sha256Source("position:relative"), sha256Source('content:"x"')].sort(),
    );
  });

  it("finds nothing to allow in a page without inline code", () => {
    expect(inlineHashes('<p class="a">Hi</p><script src="/a.js"></script>')).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });
});

describe("isDataBlock", () => {
  it("skips JSON data blocks only", () => {
    expect(isDataBlock("application/ld+json")).toBe(true);
    expect(isDataBlock("application/json; charset=utf-8")).toBe(true);
    for (const type of [
      undefined,
      "",
      "module",
      "text/javascript",
      "importmap",
      "speculationrules",
    ])
      expect(isDataBlock(type), String(type)).toBe(false);
  });
});
