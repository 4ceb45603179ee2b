import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawingImage, drawingFile, drawingMarkup } from "./DrawingFile";
import { illustrationFiles } from "./files";
import { drawingFiles } from "../drawing-files";
import { themeColour } from "../../lib/theme";
import { contentIcons, SectionIcon, sectionIcons } from "../ui/section-icon";

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

describe("a section's icon as a file", () => {
  it.each(Object.entries(sectionIcons))(
    "%s: the same icon, its lines and fill in the colour of its class, 24 by 24",
    (_, icon) => {
      const { markup, width, height, src } = drawingFile(icon);
      const className = icon.draw().props.className!;
      expect([width, height]).toEqual([24, 24]);
      expect(markup).not.toMatch(/currentColor|\sclass=|xmlns="[^"]*"[^>]*xmlns=/);
      const text = /text-([a-z-]+)/.exec(className)![1]!;
      expect(markup).toMatch(new RegExp(`^<svg [^>]*stroke="${themeColour(text)}"`));
      const fill = /fill-([a-z-]+)/.exec(className)?.[1];
      expect(markup).toMatch(/^<svg [^>]*fill="([^"]+)"/);
      expect(/^<svg [^>]*fill="([^"]+)"/.exec(markup)![1]).toBe(fill ? themeColour(fill) : "none");
      expect(shapes(markup)).toBe(shapes(renderToStaticMarkup(icon.draw())));
      expect(src).toMatch(new RegExp(`^/assets/${icon.name}\\.[\\w-]{8}\\.svg$`));
    },
  );

  it("shares one hash among all the icons' files, which changes with any of them", () => {
    const hashes = new Set(
      [...Object.values(sectionIcons), ...Object.values(contentIcons)].map(
        (icon) => drawingFile(icon).file.split(".")[1],
      ),
    );
    expect(hashes.size).toBe(1);
  });

  it("draws inline the same icon in the same colour, hidden from screen readers", () => {
    expect(
      renderToStaticMarkup(<SectionIcon icon={sectionIcons.check} className="size-4" />),
    ).toMatch(/^<svg [^>]*class="lucide lucide-check size-4 text-success" aria-hidden="true">/);
    expect(
      renderToStaticMarkup(<SectionIcon icon={sectionIcons.check} className="size-4" asFile />),
    ).toMatch(
      /^<img src="\/assets\/icon-check-success\.[\w-]{8}\.svg" alt="" width="24" height="24" loading="lazy" decoding="async" class="size-4"\/>$/,
    );
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
      <DrawingImage drawing={illustrationFiles.windshieldShield} title="Covered" layout="cover" />,
    );
    expect(markup).toContain('alt="Covered"');
    expect(markup).toContain('class="absolute inset-0 size-full"');
  });
});
