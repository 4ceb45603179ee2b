import { readFileSync } from "node:fs";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AdasCamera,
  ChipRepairStep,
  ChipRepairSteps,
  MirrorScene,
  SideWindowScene,
  SizeRules,
  SunroofScene,
  TechnicianDriveway,
  WindshieldShield,
  type IllustrationProps,
} from "./";

type Draw = (props: IllustrationProps) => ReactElement;
type Case = [name: string, draw: Draw, width: number, height: number];

/** Every illustration and variant, with the viewBox size it must declare. */
const cases: Case[] = [
  ["TechnicianDriveway", (p) => <TechnicianDriveway {...p} />, 480, 300],
  ["ChipRepairSteps", (p) => <ChipRepairSteps {...p} />, 540, 120],
  ["ChipRepairSteps grid", (p) => <ChipRepairSteps layout="grid" {...p} />, 256, 256],
  ...([1, 2, 3, 4] as const).map((step): Case => [
    `ChipRepairStep ${step}`,
    (p) => <ChipRepairStep step={step} {...p} />,
    120,
    120,
  ]),
  ["SizeRules", (p) => <SizeRules {...p} />, 360, 170],
  ["SizeRules chip", (p) => <SizeRules rule="chip" {...p} />, 100, 170],
  ["SizeRules crack", (p) => <SizeRules rule="crack" {...p} />, 250, 170],
  ["SunroofScene", (p) => <SunroofScene {...p} />, 320, 240],
  ["SideWindowScene", (p) => <SideWindowScene {...p} />, 400, 250],
  ["AdasCamera", (p) => <AdasCamera {...p} />, 400, 250],
  ["MirrorScene", (p) => <MirrorScene {...p} />, 336, 128],
  ["WindshieldShield", (p) => <WindshieldShield {...p} />, 96, 80],
];

/** The colour tokens the theme defines (`--color-*` in app.css), plus white and currentColor. */
const tokens = new Set([
  ...[
    ...readFileSync(new URL("../../app.css", import.meta.url), "utf8").matchAll(
      /--color-([a-z-]+):/g,
    ),
  ].map((m) => m[1]),
  "white",
  "current",
]);

const render = (draw: Draw, props: IllustrationProps = {}) => renderToStaticMarkup(draw(props));

describe.each(cases)("%s", (_name, draw, width, height) => {
  const markup = render(draw);
  const root = /^<svg [^>]*>/.exec(markup)?.[0] ?? "";

  it("is one inline svg whose width and height equal its viewBox, so its space is reserved", () => {
    expect(markup.startsWith("<svg ")).toBe(true);
    expect(markup.endsWith("</svg>")).toBe(true);
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(root).toContain(`width="${width}"`);
    expect(root).toContain(`height="${height}"`);
  });

  it("is fluid by default and takes the page's classes", () => {
    expect(root).toContain('class="h-auto w-full"');
    expect(render(draw, { className: "max-w-md" })).toContain('class="h-auto w-full max-w-md"');
  });

  it("is decorative without a title and a named image with one", () => {
    expect(root).toContain('aria-hidden="true"');
    expect(root).not.toContain("role=");
    const named = /^<svg [^>]*>/.exec(render(draw, { title: "A new windshield" }))?.[0];
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="A new windshield"');
    expect(named).not.toContain("aria-hidden");
  });

  it("takes its colours only from theme classes", () => {
    expect(markup).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(markup).not.toMatch(/\b(?:fill|stroke)="(?!none")/);
    expect(markup).not.toContain("style=");
    const colours = [...markup.matchAll(/\b(?:fill|stroke)-([a-z-]+)(?:\/\d+)?(?=[\s"])/g)];
    expect(colours.length).toBeGreaterThan(0);
    for (const [, token] of colours) expect(tokens, token).toContain(token);
  });

  it("stays light: no raster, filters, gradients or ids, under 4,000 bytes", () => {
    expect(markup).not.toMatch(/<(?:image|filter|linearGradient|radialGradient|foreignObject)\b/);
    expect(markup).not.toMatch(/\sid=/);
    expect(new TextEncoder().encode(markup).length).toBeLessThan(4000);
  });
});
