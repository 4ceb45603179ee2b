import { Camera, Phone, Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { roundPath } from "./svg-path";

/** The absolute end point of each command segment of path data (M, L, H, V, C, S, Q, T, A, Z). */
function endPoints(d: string): { x: number; y: number }[] {
  const sizes: Record<string, number> = {
    m: 2,
    l: 2,
    t: 2,
    h: 1,
    v: 1,
    c: 6,
    s: 4,
    q: 4,
    a: 7,
    z: 0,
  };
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g)!;
  const points: { x: number; y: number }[] = [];
  let at = { x: 0, y: 0 };
  let start = at;
  let i = 0;
  while (i < tokens.length) {
    const letter = tokens[i++]!;
    const command = letter.toLowerCase();
    const rel = letter === command;
    if (command === "z") {
      at = start;
      points.push(at);
      continue;
    }
    let first = true;
    while (i < tokens.length && !/[a-zA-Z]/.test(tokens[i]!)) {
      const v = tokens.slice(i, i + sizes[command]!).map(Number);
      i += sizes[command]!;
      const [x, y] =
        command === "h"
          ? [v[0]!, rel ? 0 : at.y]
          : command === "v"
            ? [rel ? 0 : at.x, v[0]!]
            : v.slice(-2);
      at = rel ? { x: at.x + x!, y: at.y + y! } : { x: x!, y: y! };
      if (command === "m" && first) start = at;
      first = false;
      points.push(at);
    }
  }
  return points;
}

describe("roundPath", () => {
  it("moves no point of an icon further than a twentieth of a unit, and keeps each command", () => {
    for (const Icon of [Star, Camera, Phone]) {
      const d = /d="([^"]+)"/.exec(renderToStaticMarkup(<Icon />))![1]!;
      const rounded = roundPath(d);
      expect(rounded.replace(/[^a-zA-Z]/g, "")).toBe(d.replace(/[^a-zA-Z]/g, ""));
      const [before, after] = [endPoints(d), endPoints(rounded)];
      expect(after).toHaveLength(before.length);
      for (const [i, { x, y }] of before.entries()) {
        expect(Math.abs(after[i]!.x - x)).toBeLessThan(0.0501);
        expect(Math.abs(after[i]!.y - y)).toBeLessThan(0.0501);
      }
      expect(rounded.length).toBeLessThan(d.length);
    }
  });

  it("writes numbers short and apart only where they would run together", () => {
    expect(roundPath("M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679")).toBe(
      "M11.5 2.3a.5.5 0 0 1 1 0l2.3 4.7",
    );
    // From the rounded point: -0.04 is 0, so 0.96 further is 0.9 (0.92), not 1.
    expect(roundPath("M5 .5L-0.04 3h0.96")).toBe("M5 .5L0 3h.9");
    expect(roundPath("m1.25.75 2 .5")).toBe("m1.3.8 2 .5");
    expect(roundPath("M1 1h2v2H1z")).toBe("M1 1h2v2H1z");
  });

  it("keeps an arc's flags", () => {
    expect(roundPath("A2.123 2.123 0 0 0 1.595 1.16")).toBe("A2.1 2.1 0 0 0 1.6 1.2");
    expect(roundPath("M19 21V5a2 2 0 00-2-2H7")).toBe("M19 21V5a2 2 0 0 0-2-2H7");
    expect(() => roundPath("a1 1 0 2 1 3 3")).toThrow(/flag/);
  });
});
