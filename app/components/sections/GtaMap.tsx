import { cityAreas, type LabelSide } from "../../data/geo/city-areas";
import { fsaCentroids } from "../../data/geo/fsa-centroids";
import { lakeOntarioShore } from "../../data/geo/lake-ontario";
import { locations } from "../../../core/data/locations";
import { fillLater } from "../../../core/data/form-text";
import { everyPageText } from "../../data/every-page";
import { cn } from "../cn";
import { DrawingImage, type DrawingFileEntry } from "../illustrations/DrawingFile";
import {
  circlePoints,
  cityArea,
  cityCentre,
  equirectangularProjection,
  serviceRadiusKm,
  torontoCentre,
  type LatLng,
  type Point,
} from "../../lib/geo";

/** The credit the FSA centroid data asks for: print it under the map. */
export const gtaMapCredit = "Area centres: GeoNames (CC BY 4.0)";

/**
 * The map's frame: 120 km by 90 km, from Waterdown (west of Burlington) to Newcastle (east of
 * Oshawa) and from the lake south of Burlington to north of Newmarket, at 4 drawing units a
 * kilometre; 4:3, the shape of the map placeholder (LazyMap) it may sit in.
 */
export const gtaMapFrame = { width: 480, height: 360, west: -80.08, north: 44.095, unitsPerKm: 4 };

/** Label sizes in drawing units: about 10 and 11 CSS pixels when the map is 320 pixels wide. */
export const gtaMapFont = { label: 15, highlight: 17 } as const;

/** Estimated text width per character, as a share of the font size (Inter; bold a little wider). */
const charWidth = { regular: 0.6, bold: 0.64 };

const projection = equirectangularProjection(gtaMapFrame);
const round = (n: number) => Math.round(n * 10) / 10;

function project(p: LatLng): Point {
  const { x, y } = projection.project(p);
  return { x: round(x), y: round(y) };
}

/** A polyline or polygon as path data, in absolute coordinates rounded to 0.1. */
function pathData(points: readonly Point[], close: boolean): string {
  return points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join("") + (close ? "Z" : "");
}

/** Every FSA centroid as a zero-length stroke: one path of round dots, far smaller than circles. */
function dotsPath(): string {
  const { width, height } = gtaMapFrame;
  return fsaCentroids
    .map(project)
    .filter((p) => p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height)
    .map((p) => `M${p.x} ${p.y}h0`)
    .join("");
}

/** The lake: the shoreline (which starts and ends beyond the frame), closed below the frame. */
function lakePath(): string {
  const shore = lakeOntarioShore.map(([lat, lng]) => project({ lat, lng }));
  const below = gtaMapFrame.height + 2;
  const east = Math.max(gtaMapFrame.width + 2, shore.at(-1)!.x);
  return pathData([...shore, { x: east, y: below }, { x: shore[0]!.x, y: below }], true);
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface MapLabel {
  city: string;
  text: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
  highlight: boolean;
}

export interface MapCity {
  city: string;
  at: Point;
  highlight: boolean;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Unit vectors of the eight label sides (y grows south). */
const sides: Record<LabelSide, [number, number]> = {
  n: [0, -1],
  ne: [Math.SQRT1_2, -Math.SQRT1_2],
  e: [1, 0],
  se: [Math.SQRT1_2, Math.SQRT1_2],
  s: [0, 1],
  sw: [-Math.SQRT1_2, Math.SQRT1_2],
  w: [-1, 0],
  nw: [-Math.SQRT1_2, -Math.SQRT1_2],
};

/** A label beside a dot: its text position and its approximate bounding box. */
export function placeLabel(city: string, at: Point, side: LabelSide, highlight: boolean): MapLabel {
  const size = highlight ? gtaMapFont.highlight : gtaMapFont.label;
  const width = city.length * size * (highlight ? charWidth.bold : charWidth.regular);
  const ascent = size * 0.74;
  // Below the baseline only letters with descenders reach far.
  const descent = size * (/[gjpqy]/.test(city) ? 0.22 : 0.02);
  const gap =
    (highlight ? dotRadius.highlight : city === "Toronto" ? dotRadius.centre : dotRadius.city) + 3;
  const [dx, dy] = sides[side];
  const anchor = dx > 0 ? "start" : dx < 0 ? "end" : "middle";
  const x = at.x + dx * gap;
  // Vertically: above the dot the text's baseline sits at the gap, below it the text's top does,
  // and level with it the text's middle.
  const y = dy < 0 ? at.y + dy * gap : dy > 0 ? at.y + dy * gap + ascent : at.y + ascent / 2;
  const x0 = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  return {
    city,
    text: city,
    x: round(x),
    y: round(y),
    anchor,
    highlight,
    box: { x0, x1: x0 + width, y0: y - ascent, y1: y + descent },
  };
}

/** A city a page of its own serves whose label has no rule of its own: any side, after the rest. */
const anySide = {
  sides: ["e", "w", "n", "s", "ne", "nw", "se", "sw"] as LabelSide[],
  priority: 50,
};

/**
 * The cities the map shows: the built-in served cities (app/data/geo/city-areas.ts), and every
 * other city with a page (content/cities), at the centre its file gives or its postal areas'.
 */
export function mapPlaces() {
  const builtIn = cityAreas.map((area) => ({
    city: area.city as string,
    centre: cityCentre(area.city)!,
    label: area.label,
  }));
  const more = locations
    .filter((l) => l.focus === "auto-glass" && !cityArea(l.city))
    .flatMap((l) => {
      const centre = l.centre ?? cityCentre(l.city);
      return centre ? [{ city: l.city, centre, label: anySide }] : [];
    });
  return [...builtIn, ...more];
}

/** The radius of a city's dot, and the room its label keeps clear around it. */
const dotRadius = { city: 4.5, highlight: 7, highlightHalo: 14, centre: 8 };

/**
 * The served cities' dots and labels. The highlighted city's label is placed first, then the
 * others by priority, each on the first of its sides (from the data) where it overlaps no label
 * already placed, no other city's dot, not the ring's label and not the map's edge; a label with
 * no such side is left out, so the map never shows two labels on top of each other.
 */
export function mapCities(highlight?: string): { cities: MapCity[]; labels: MapLabel[] } {
  const places = mapPlaces();
  const key = highlight?.trim().toLowerCase();
  const highlighted = places.find((p) => p.city.toLowerCase() === key)?.city;
  const cities = places.map((place) => ({
    city: place.city,
    at: project(place.centre),
    highlight: place.city === highlighted,
    label: place.label,
  }));
  const dotBoxes = cities.map(({ city, at, highlight: h }) => {
    const r = h ? dotRadius.highlightHalo : city === "Toronto" ? dotRadius.centre : dotRadius.city;
    return { city, box: { x0: at.x - r, y0: at.y - r, x1: at.x + r, y1: at.y + r } };
  });
  const { width, height } = gtaMapFrame;
  const taken: Box[] = [ringLabel().box, lakeLabel().box];
  const fits = (city: string, box: Box) =>
    box.x0 >= 2 &&
    box.y0 >= 2 &&
    box.x1 <= width - 2 &&
    box.y1 <= height - 2 &&
    !taken.some((t) => overlaps(t, box)) &&
    !dotBoxes.some((d) => d.city !== city && overlaps(d.box, box));
  const labels: MapLabel[] = [];
  const order = [...cities].sort(
    (a, b) => Number(b.highlight) - Number(a.highlight) || a.label.priority - b.label.priority,
  );
  for (const c of order) {
    const candidates = c.label.sides.map((side) => placeLabel(c.city, c.at, side, c.highlight));
    // The highlighted city is always labelled: on its first side if none is clear.
    const label =
      candidates.find((l) => fits(c.city, l.box)) ?? (c.highlight ? candidates[0] : null);
    if (label) {
      labels.push(label);
      taken.push(label.box);
    }
  }
  return {
    cities: cities.map(({ city, at, highlight: h }) => ({ city, at, highlight: h })),
    labels,
  };
}

/** The lake's name, over the lake in the map's bottom right corner, outside the ring. */
export function lakeLabel(): { x: number; y: number; text: string; box: Box } {
  const { width, height } = gtaMapFrame;
  const text = everyPageText.gtaMap.lake;
  const x = width - 70;
  const y = height - 16;
  const half = (text.length * 13 * 0.6) / 2;
  return { x, y, text, box: { x0: x - half, y0: y - 11, x1: x + half, y1: y + 4 } };
}

/** Where the ring's "40 km" label goes: just outside the ring, south-east, over the lake. */
export function ringLabel(): { x: number; y: number; text: string; box: Box } {
  const size = gtaMapFont.label;
  const at = project(circlePoints(torontoCentre, serviceRadiusKm, 8)[3]!);
  const text = `${serviceRadiusKm} km`;
  const x = at.x + 4;
  const y = at.y + size;
  const width = text.length * size * charWidth.regular;
  return { x: round(x), y: round(y), text, box: { x0: x, y0: y - size, x1: x + width, y1: y + 4 } };
}

/** Whether a city's dot reaches into the highlighted city's halo. */
function underHalo(city: MapCity, highlighted: MapCity): boolean {
  const reach = dotRadius.highlightHalo + dotRadius.city + 1;
  return Math.hypot(city.at.x - highlighted.at.x, city.at.y - highlighted.at.y) < reach;
}

/**
 * What the map draws that no page changes: Lake Ontario, every postal area's centre as a faint
 * dot (the GTA's shape emerges from them), the free service radius around Toronto centre, and
 * every served city's dot. A file of its own (gtaMapFile), shown as a lazy image under the map's
 * words; so it holds no text, and only the light surfaces' colours (the map sits on one).
 */
export function GtaMapDrawing() {
  const { width, height } = gtaMapFrame;
  const { cities } = mapCities();
  const centre = project(torontoCentre);
  const ring = circlePoints(torontoCentre, serviceRadiusKm).map(project);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
      <rect width={width} height={height} className="fill-background" />
      <path
        d={lakePath()}
        className="fill-accent stroke-ring"
        strokeOpacity="0.35"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d={dotsPath()}
        className="stroke-primary"
        strokeOpacity="0.4"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d={pathData(ring, true)}
        fill="none"
        className="stroke-ring"
        strokeWidth="2"
        strokeDasharray="7 5"
      />
      <circle
        cx={centre.x}
        cy={centre.y}
        r={dotRadius.centre}
        fill="none"
        className="stroke-ring"
        strokeWidth="2"
      />
      <g className="fill-primary stroke-background" strokeWidth="1.5">
        {cities.map((c) => (
          <circle key={c.city} cx={c.at.x} cy={c.at.y} r={dotRadius.city} />
        ))}
      </g>
    </svg>
  );
}

/** The map's unchanging drawing as a file (components/illustrations/DrawingFile.tsx). */
export const gtaMapFile: DrawingFileEntry = { name: "gta-map", draw: () => <GtaMapDrawing /> };

/**
 * A map of the GTA drawn from data, server-rendered with no client JavaScript: the drawing every
 * page shares (GtaMapDrawing: the lake, the postal areas' centres, the free service radius and
 * the served cities' dots) as a lazy image, and over it, inline, what is the page's own or is
 * words: the highlighted city and every label, text in the page's font that a visitor can select
 * and a screen reader reads as the map's name. Colours come from the theme's classes only.
 */
export function GtaMap({
  highlight,
  className,
  title,
}: {
  /** A served city's name, e.g. "North York": drawn prominently */
  highlight?: string;
  /** The map's frame: its display, border and rounding */
  className?: string;
  /** The map's accessible name; content/every-page.json's description of the map by default */
  title?: string;
}) {
  const { width, height } = gtaMapFrame;
  const { cities, labels } = mapCities(highlight);
  const highlighted = cities.find((c) => c.highlight);
  const ringText = ringLabel();
  const lake = lakeLabel();
  const words = everyPageText.gtaMap;
  const label =
    title ??
    (highlighted ? fillLater(words.titleHighlighting, { city: highlighted.city }) : words.title);

  return (
    <div
      className={cn("drawing-frame relative aspect-[4/3] overflow-hidden bg-background", className)}
    >
      <DrawingImage drawing={gtaMapFile} layout="cover" />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={label}
        className="relative h-auto w-full"
      >
        <text
          x={lake.x}
          y={lake.y}
          fontSize="13"
          fontStyle="italic"
          letterSpacing="1"
          className="fill-ring"
          textAnchor="middle"
        >
          {lake.text}
        </text>
        <text
          x={ringText.x}
          y={ringText.y}
          fontSize={gtaMapFont.label}
          className="fill-ring"
          fontWeight="600"
        >
          {ringText.text}
        </text>
        {highlighted ? (
          <>
            <circle
              cx={highlighted.at.x}
              cy={highlighted.at.y}
              r={dotRadius.highlightHalo}
              className="fill-cta"
              fillOpacity="0.25"
            />
            {
              // The halo lies under the other cities' dots, as in one drawing.
              cities.some((c) => !c.highlight && underHalo(c, highlighted)) ? (
                <g className="fill-primary stroke-background" strokeWidth="1.5">
                  {cities
                    .filter((c) => !c.highlight && underHalo(c, highlighted))
                    .map((c) => (
                      <circle key={c.city} cx={c.at.x} cy={c.at.y} r={dotRadius.city} />
                    ))}
                </g>
              ) : null
            }
            <circle
              cx={highlighted.at.x}
              cy={highlighted.at.y}
              r={dotRadius.highlight}
              className="fill-cta stroke-primary"
              strokeWidth="2"
            />
          </>
        ) : null}
        <g
          className="fill-foreground stroke-background"
          strokeWidth="4"
          strokeLinejoin="round"
          paintOrder="stroke"
          fontSize={gtaMapFont.label}
          fontWeight="500"
        >
          {labels.map((l) => (
            <text
              key={l.city}
              x={l.x}
              y={l.y}
              textAnchor={l.anchor === "start" ? undefined : l.anchor}
              {...(l.highlight ? { fontSize: gtaMapFont.highlight, fontWeight: 700 } : {})}
            >
              {l.text}
            </text>
          ))}
        </g>
      </svg>
    </div>
  );
}
