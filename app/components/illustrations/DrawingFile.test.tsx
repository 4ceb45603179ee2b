import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawingImage, drawingFile, drawingMarkup } from "./DrawingFile";
import { illustrationFiles } from "./files";
import { drawingFiles } from "../drawing-files";
import { themeColour } from "../../lib/theme";

const shapes = (markup: string) =>
  markup.match(/<(?:path|rect|circle|ellipse|polygon|line)\b/g)?.length ?? 0;

describe("a drawing as a file", () => {
  it.each(Object.entries(illustrationFiles))(
    "%s: the same shapes as the inline drawing, in the theme's colours, as a standalone SVG",
    (_, entry) => {
      const inline = renderToStaticMarkup(entry.draw());
      const { markup, width, height, src, file } = drawingFile(entry);
      expect(markup).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
      expect(inline).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(shapes(markup)).toBe(shapes(inline));
      expect(markup).not.toMatch(/\sclass=|aria-|role=|currentColor/);
      expect(markup).toContain(themeColour("primary"));
      expect(src).toBe(`/assets/${file}.svg`);
      expect(file).toMatch(new RegExp(`^${entry.name}\\.[\\w-]{8}$`));
    },
  );

  it("turns each theme class into the colour the stylesheet gives it, over an attribute", () => {
    const markup = drawingMarkup(
      <svg viewBox="0 0 10 10" width="10" height="10" className="h-auto w-full" aria-hidden>
        <g className="stroke-primary" strokeWidth={2}>
          <path d="M0 0H10" className="fill-cta/30" />
          <circle r="2" fill="none" className="fill-white stroke-cta" />
        </g>
      </svg>,
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">' +
        `<g stroke-width="2" stroke="${themeColour("primary")}">` +
        `<path d="M0 0H10" fill="${themeColour("cta", 30)}"/>` +
        `<circle r="2" fill="#fff" stroke="${themeColour("cta")}"/></g></svg>`,
    );
  });

  it("refuses what an image cannot show as the page does: layout classes, words, currentColor", () => {
    const inner = (child: ReactNode) => () =>
      drawingMarkup(
        <svg viewBox="0 0 10 10" width="10" height="10">
          {child}
        </svg>,
      );
    expect(inner(<path d="M0 0" className="hidden" />)).toThrow(/only use colour classes/);
    expect(inner(<text>Toronto</text>)).toThrow(/text/);
    expect(inner(<path d="M0 0" stroke="currentColor" />)).toThrow(/currentColor/);
  });

  it("names each file after its content, one per drawing", () => {
    const files = drawingFiles.map((entry) => drawingFile(entry).file);
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(drawingFiles.map((entry) => entry.name)).size).toBe(drawingFiles.length);
  });
});

describe("DrawingImage", () => {
  const { src } = drawingFile(illustrationFiles.windshieldShield);

  it("is a lazy image laid out as the inline drawing was, decorative without a title", () => {
    expect(
      renderToStaticMarkup(
        <DrawingImage drawing={illustrationFiles.windshieldShield} className="max-w-28" />,
      ),
    ).toBe(
      `<img src="${src}" alt="" width="96" height="80" loading="lazy" decoding="async" class="h-auto w-full max-w-28"/>`,
    );
  });

  it("is named by its title, and may cover its positioned frame", () => {
    const markup = renderToStaticMarkup(
      <DrawingImage drawing={illustrationFiles.windshieldShield} title="Covered" cover />,
    );
    expect(markup).toContain('alt="Covered"');
    expect(markup).toContain('class="absolute inset-0 size-full"');
  });
});
