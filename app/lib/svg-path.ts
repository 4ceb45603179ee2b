/**
 * SVG path data made shorter without moving a point more than a twentieth of a unit: the icons
 * the pages carry inline (app/integration/lean-icons.ts) and the drawings written to files
 * (components/illustrations/DrawingFile.tsx).
 */

/** A number to one decimal, written short (`.5`, `-.5`, `12`). */
function short(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return text.replace(/^(-?)0\./, "$1.");
}

/**
 * Path data's commands and numbers, in order. An arc's two flags are one digit each and may be
 * written with nothing between them and the next number (`a2 2 0 00-2-2`).
 */
function pathTokens(d: string): string[] {
  const tokens: string[] = [];
  const number = /^[\s,]*(-?(?:\d+\.?\d*|\.\d+))/;
  let rest = d;
  let arcIndex = -1;
  while (rest.trim()) {
    const letter = /^[\s,]*([a-zA-Z])/.exec(rest);
    if (letter) {
      tokens.push(letter[1]!);
      arcIndex = /a/i.test(letter[1]!) ? 0 : -1;
      rest = rest.slice(letter[0].length);
      continue;
    }
    const flag = arcIndex % 7 === 3 || arcIndex % 7 === 4 ? /^[\s,]*([01])/.exec(rest) : null;
    const match = flag ?? number.exec(rest);
    if (!match) throw new Error(`Path data that is not numbers in "${d}"`);
    tokens.push(match[1]!);
    rest = rest.slice(match[0].length);
    if (arcIndex >= 0) arcIndex++;
  }
  return tokens;
}

/** How many numbers each command takes, and which of them are x and y coordinates. */
const shapes: Record<string, { size: number; xs: number[]; ys: number[] }> = {
  m: { size: 2, xs: [0], ys: [1] },
  l: { size: 2, xs: [0], ys: [1] },
  t: { size: 2, xs: [0], ys: [1] },
  h: { size: 1, xs: [0], ys: [] },
  v: { size: 1, xs: [], ys: [0] },
  c: { size: 6, xs: [0, 2, 4], ys: [1, 3, 5] },
  s: { size: 4, xs: [0, 2], ys: [1, 3] },
  q: { size: 4, xs: [0, 2], ys: [1, 3] },
  a: { size: 7, xs: [5], ys: [6] },
  z: { size: 0, xs: [], ys: [] },
};

/**
 * Path data with every point to the nearest tenth of a unit, each command kept as written. A
 * relative command's numbers are worked out from the rounded points, so no error adds up along
 * the path: each point lands within 0.05 units of where it was. An arc's radii and rotation are
 * rounded alike, its two flags kept.
 */
export function roundPath(d: string): string {
  const tokens = pathTokens(d);
  const tenth = (value: number) => Math.round(value * 10);
  // The current point and the subpath's start, exactly and rounded (in tenths).
  let exact = { x: 0, y: 0 };
  let kept = { x: 0, y: 0 };
  let start = { exact, kept };
  let out = "";
  let previous = "";
  const write = (number: string) => {
    // A separator only where the number would otherwise run into the one before it.
    const joins =
      /[a-zA-Z]$/.test(previous) ||
      number.startsWith("-") ||
      (number.startsWith(".") && previous.includes("."));
    out += joins ? number : ` ${number}`;
    previous = number;
  };
  let i = 0;
  while (i < tokens.length) {
    const letter = tokens[i++]!;
    if (!/[a-zA-Z]/.test(letter)) throw new Error(`Path data out of step in "${d}"`);
    const command = letter.toLowerCase();
    const shape = shapes[command];
    if (!shape) throw new Error(`An unknown path command ${letter} in "${d}"`);
    const relative = letter === command;
    out += letter;
    previous = letter;
    if (shape.size === 0) {
      ({ exact, kept } = start);
      continue;
    }
    let first = true;
    do {
      const values = tokens.slice(i, i + shape.size).map(Number);
      if (values.length < shape.size || values.some(Number.isNaN))
        throw new Error(`Too few numbers for ${letter} in "${d}"`);
      i += shape.size;
      const next = { exact: { ...exact }, kept: { ...kept } };
      values.forEach((value, k) => {
        const axis = shape.xs.includes(k) ? "x" : shape.ys.includes(k) ? "y" : null;
        if (command === "a" && (k === 3 || k === 4)) {
          if (value !== 0 && value !== 1)
            throw new Error(`An arc flag that is not 0 or 1 in "${d}"`);
          write(String(value));
          return;
        }
        if (!axis) {
          write(short(value));
          return;
        }
        const absolute = relative ? exact[axis] + value : value;
        const rounded = tenth(absolute);
        write(short((relative ? rounded - kept[axis] : rounded) / 10));
        // The command's last x and y are where the pen goes.
        const last = axis === "x" ? Math.max(...shape.xs) : Math.max(...shape.ys);
        if (k === last) {
          next.exact[axis] = absolute;
          next.kept[axis] = rounded;
        }
      });
      exact = next.exact;
      kept = next.kept;
      if (command === "m" && first) start = { exact: { ...exact }, kept: { ...kept } };
      first = false;
    } while (i < tokens.length && !/[a-zA-Z]/.test(tokens[i]!));
  }
  return out;
}
