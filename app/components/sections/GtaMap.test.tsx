import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  GtaMap,
  GtaMapDrawing,
  gtaMapCredit,
  gtaMapFile,
  gtaMapFrame,
  lakeLabel,
  mapCities,
  ringLabel,
  type Box,
} from "./GtaMap";
import { drawingFile } from "../illustrations/DrawingFile";
import { coverageCities } from "../../data/coverage";
import { fsaCentroids } from "../../data/geo/fsa-centroids";
import { lakeOntarioShore } from "../../data/geo/lake-ontario";
import { cityCentre } from "../../lib/geo";

const render = (props: Parameters<typeof GtaMap>[0] = {}) =>
  renderToStaticMarkup(<GtaMap {...props} />);

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The <text> elements of the markup: their attributes and their text. */
function texts(markup: string) {
  return [...markup.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => ({
    attrs: attrs!,
    text: text!,
  }));
}

describe("GtaMap", () => {
  const markup = render({ highlight: "Markham" });

  it("is an SVG of a fixed size that scales with its container, over the drawing's file", () => {
    const { width, height } = gtaMapFrame;
    const { src } = drawingFile(gtaMapFile);
    // The frame takes the page's classes; the drawing every page shares lies under the words,
    // a lazy image covering the frame. The frame is the drawing's shape before it is drawn
    // (app.css, `.drawing-frame`), so nothing moves when it is.
    expect(render({ className: "rounded-xl" })).toMatch(
      /^<div class="drawing-frame relative aspect-\[4\/3\] overflow-hidden bg-background rounded-xl">/,
    );
    expect(width * 3).toBe(height * 4);
    expect(markup).toContain(
      `<img src="${src}" alt="" width="${width}" height="${height}" loading="lazy" decoding="async" class="absolute inset-0 size-full"/>`,
    );
    expect(markup).toMatch(
      new RegExp(`<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`),
    );
    expect(markup).toContain('class="relative h-auto w-full"');
    expect(width / height).toBeCloseTo(4 / 3, 6);
  });

  it("has an accessible name that tells what is highlighted", () => {
    expect(markup).toContain(
      'role="img" aria-label="Map of the GTA: the 40 km free service area around Toronto centre, with Markham highlighted"',
    );
    expect(render()).toContain(
      'aria-label="Map of the GTA: the 40 km free service area around Toronto centre"',
    );
    expect(render({ title: "Where we work", highlight: "Ajax" })).toContain(
      'aria-label="Where we work"',
    );
  });

  it("labels all 18 served cities, whichever is highlighted", () => {
    for (const highlight of [undefined, ...coverageCities]) {
      const labels = texts(render({ highlight })).map((t) => t.text);
      expect(labels, String(highlight)).toEqual(expect.arrayContaining([...coverageCities]));
      expect(labels).toHaveLength(coverageCities.length + 2); // and "40 km", "Lake Ontario"
    }
  });

  it("draws the highlighted city prominently, and only that one", () => {
    const bold = texts(markup).filter((t) => t.attrs.includes('font-weight="700"'));
    expect(bold.map((t) => t.text)).toEqual(["Markham"]);
    expect(markup.match(/class="fill-cta/g)).toHaveLength(2); // the halo and the dot
    const dot = markup.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="7" class="fill-cta/);
    expect(dot).not.toBeNull();
    expect(render({ highlight: "north york" })).toMatch(/font-weight="700"[^>]*>North York</);
  });

  it("highlights nothing for a name it does not serve", () => {
    const plain = render({ highlight: "Hamilton" });
    expect(plain).not.toContain("fill-cta");
    expect(plain).not.toContain("highlighted");
    expect(plain).not.toContain('font-weight="700"');
  });

  it("draws the 40 km ring, dashed, with its label, and Toronto centre", () => {
    const drawing = renderToStaticMarkup(<GtaMapDrawing />);
    expect(drawing).toMatch(
      /<path d="M[^"]+Z" fill="none" class="stroke-ring"[^>]*stroke-dasharray/,
    );
    expect(texts(markup).map((t) => t.text)).toContain("40 km");
    expect(drawing).toMatch(/<circle [^>]*r="8" fill="none" class="stroke-ring"/);
  });

  it("draws every FSA centroid inside the frame as a dot", () => {
    const dots = drawingFile(gtaMapFile).markup.match(/M[\d.]+ [\d.]+h0/g) ?? [];
    expect(dots.length).toBeGreaterThan(180);
    expect(dots.length).toBeLessThanOrEqual(fsaCentroids.length);
  });

  it("draws in its file what no page changes, in the theme's colours: every served city's dot, no words", () => {
    const { markup: file } = drawingFile(gtaMapFile);
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 480 360"/);
    expect(file).not.toMatch(/<text|class=|currentColor/);
    expect(file.match(/r="4.5"/g)).toHaveLength(coverageCities.length);
    // The lake in the accent colour, the dots in the primary, as the stylesheet says.
    expect(file).toContain('fill="#e3f0fb" stroke="#0369a1"');
    expect(file).toContain('stroke="#0f2a4a"');
  });

  it("leaves the words it draws over the file clear of what was drawn over them", () => {
    // In one drawing the lake's name lay under the dots, the ring and the cities, and the ring's
    // name under the cities; over the file, they must cover none of them.
    const drawing = renderToStaticMarkup(<GtaMapDrawing />);
    const pointsOf = (markup: string) =>
      [
        ...markup.matchAll(/[ML]([\d.]+) ([\d.]+)/g),
        ...markup.matchAll(/cx="([\d.]+)" cy="([\d.]+)"/g),
      ].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
    const lake = /<path d="[^"]*" class="fill-accent[^>]*>/;
    const ring = /<path d="[^"]*" fill="none" class="stroke-ring"[^>]*>/;
    const cases = [
      { label: lakeLabel(), under: pointsOf(drawing.replace(lake, "")) },
      { label: ringLabel(), under: pointsOf(drawing.replace(lake, "").replace(ring, "")) },
    ];
    for (const { label, under } of cases) {
      expect(under.length).toBeGreaterThan(180);
      // A dot's or city's reach: 9 units at most (Toronto centre's ring and its stroke).
      const { box } = label;
      const near = under.filter(
        (p) => p.x > box.x0 - 9 && p.x < box.x1 + 9 && p.y > box.y0 - 9 && p.y < box.y1 + 9,
      );
      expect(near, label.text).toEqual([]);
    }
  });

  it("uses theme classes only: no colour values", () => {
    for (const highlight of [undefined, "Markham"]) {
      const svg = render({ highlight });
      expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b/i);
      expect(svg).not.toMatch(/rgb|hsl|oklch|\sstyle=/i);
      expect(svg).not.toMatch(/(fill|stroke)="(?!none")/);
    }
  });

  it("stays small", () => {
    for (const highlight of [undefined, ...coverageCities]) {
      expect(render({ highlight }).length).toBeLessThan(9_000);
    }
  });

  it("gives the data credit", () => {
    expect(gtaMapCredit).toBe("Area centres: GeoNames (CC BY 4.0)");
  });
});

describe("the map's labels", () => {
  const { width, height } = gtaMapFrame;

  it.each([undefined, ...coverageCities])(
    "never overlap, stay inside the map and clear of other dots (highlight: %s)",
    (highlight) => {
      const { cities, labels } = mapCities(highlight);
      expect(labels).toHaveLength(coverageCities.length);
      const boxes = [...labels.map((l) => l.box), ringLabel().box, lakeLabel().box];
      for (let i = 0; i < boxes.length; i++) {
        const a = boxes[i]!;
        expect(a.x0).toBeGreaterThanOrEqual(0);
        expect(a.y0).toBeGreaterThanOrEqual(0);
        expect(a.x1).toBeLessThanOrEqual(width);
        expect(a.y1).toBeLessThanOrEqual(height);
        for (let j = i + 1; j < boxes.length; j++) expect(overlaps(a, boxes[j]!)).toBe(false);
      }
      for (const label of labels) {
        for (const c of cities.filter((c) => c.city !== label.city)) {
          const r = c.highlight ? 14 : 4.5;
          const dot = { x0: c.at.x - r, y0: c.at.y - r, x1: c.at.x + r, y1: c.at.y + r };
          expect(overlaps(label.box, dot), `${label.city} over ${c.city}`).toBe(false);
        }
      }
    },
  );

  it("sit next to their own city's dot", () => {
    const { cities, labels } = mapCities("Vaughan");
    for (const label of labels) {
      const { at } = cities.find((c) => c.city === label.city)!;
      const { box } = label;
      const dx = Math.max(box.x0 - at.x, 0, at.x - box.x1);
      const dy = Math.max(box.y0 - at.y, 0, at.y - box.y1);
      expect(Math.hypot(dx, dy), label.city).toBeLessThan(14);
    }
  });
});

describe("Lake Ontario", () => {
  // The lake as a polygon: the shoreline, closed far to the south
  const lake = [...lakeOntarioShore, [40, -78.45], [40, -79.74]] as const;

  function inLake(lat: number, lng: number) {
    let inside = false;
    for (let i = 0, j = lake.length - 1; i < lake.length; j = i++) {
      const [latI, lngI] = lake[i]!;
      const [latJ, lngJ] = lake[j]!;
      if (
        lngI > lng !== lngJ > lng &&
        lat < ((latJ - latI) * (lng - lngI)) / (lngJ - lngI) + latI
      ) {
        inside = !inside;
      }
    }
    return inside;
  }

  it("runs from the map's west edge past its east edge", () => {
    const lngs = lakeOntarioShore.map(([, lng]) => lng);
    expect(Math.min(...lngs)).toBeLessThan(-79.7);
    expect(Math.max(...lngs)).toBeGreaterThan(-78.5);
  });

  it("lies south of every FSA centroid and every served city", () => {
    expect(inLake(43.5, -79.2)).toBe(true); // open water south of Scarborough
    // Within the map's frame (the polygon's closure also takes in the lake's south shore)
    const south = gtaMapFrame.north - gtaMapFrame.height / gtaMapFrame.unitsPerKm / 111.195;
    const onMap = fsaCentroids.filter((c) => c.lat > south && c.lng > gtaMapFrame.west);
    expect(onMap.length).toBeGreaterThan(180);
    const inside = onMap.filter((c) => inLake(c.lat, c.lng));
    expect(inside.map((c) => c.fsa)).toEqual([]);
    for (const city of coverageCities) {
      const { lat, lng } = cityCentre(city)!;
      expect(inLake(lat, lng), city).toBe(false);
    }
  });
});
