/**
 * A star break in the glass, centred on `x` `y`: the impact point and its uneven radial cracks,
 * about 28 units across at scale 1. `filled` shows it full of resin. Shared by the repair steps
 * and the size rules.
 */
export function Chip({
  x,
  y,
  scale = 1,
  filled = false,
}: {
  x: number;
  y: number;
  scale?: number;
  filled?: boolean;
}) {
  return (
    <g
      transform={`translate(${x} ${y})${scale === 1 ? "" : ` scale(${scale})`}`}
      className="stroke-primary"
      strokeWidth={1.5}
    >
      <path d="M0-5L-1-13M4-2.5L8-5M5 1L14 3M2 5L3 8M-3 4L-9 10M-5 1L-7 1M-4-3L-9-7" />
      <circle r="5" className={filled ? "fill-primary/40" : "fill-white"} />
      <path d="M-3 3A4 4 0 0 0 3-3A5 5 0 0 1-3 3Z" className="fill-primary/40" stroke="none" />
    </g>
  );
}
