import { Illustration, type IllustrationProps } from "./Illustration";

/** A car seen from above, nose up, centred on 0 0; `panoramic` swaps the sunroof for a glass roof. */
function CarFromAbove({ x, panoramic }: { x: number; panoramic?: boolean }) {
  return (
    <g transform={`translate(${x} 120)`} className="stroke-primary" strokeWidth={2}>
      <path d="M-44 -72H44V-52H-44ZM-44 46H44V66H-44Z" className="fill-ink" />
      <path d="M-50 -34H-40V-24H-50ZM50 -34H40V-24H50Z" className="fill-input" />
      <path
        d="M-40 -78Q-40 -100 -18 -102H18Q40 -100 40 -78V82Q40 100 22 100H-22Q-40 100 -40 82Z"
        className="fill-input"
      />
      <path
        d="M-34 -44Q0 -56 34 -44L28 -16H-28ZM-28 54H28L32 70Q0 78 -32 70Z"
        className="fill-accent"
      />
      <path d="M-28 -16H28V54H-28Z" className="fill-input" />
      <path d="M-36 -94L-24 -98M36 -94L24 -98" className="stroke-white" strokeWidth={4} />
      {panoramic ? (
        <path d="M-24 -12H24V50H-24ZM-24 18H24" className="fill-accent" />
      ) : (
        <path d="M-17 -8H17V22H-17Z" className="fill-accent" />
      )}
      <path
        d={panoramic ? "M-16 -4L-2 -4L-16 10ZM6 24H14L-4 44H-12Z" : "M-10 -4H0L-10 8Z"}
        className="fill-white"
        stroke="none"
      />
    </g>
  );
}

/**
 * Two cars seen from above: one with a standard sunroof, one with a panoramic glass roof. 4:3.
 */
export function SunroofScene(props: IllustrationProps) {
  return (
    <Illustration width={320} height={240} {...props}>
      <rect width="320" height="240" rx="16" className="fill-accent" />
      <path d="M160 12V228" className="stroke-white" strokeWidth={4} strokeDasharray="16 12" />
      <CarFromAbove x={84} />
      <CarFromAbove x={236} panoramic />
    </Illustration>
  );
}
