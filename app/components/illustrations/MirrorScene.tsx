import { Illustration, type IllustrationProps } from "./Illustration";

/** A driver's side mirror at `x`, seen from the seat: the housing, its arm, and the glass. */
function Mirror({ x, cracked }: { x: number; cracked?: boolean }) {
  return (
    <g transform={`translate(${x} 18)`} className="stroke-primary" strokeWidth={2}>
      <path d="M124 44L140 52V80L122 74Z" className="fill-input" />
      <path
        d="M8 24Q10 6 30 6H104Q124 6 126 26L122 70Q120 86 102 86H34Q10 86 8 62Z"
        className="fill-input"
      />
      <path
        d="M18 28Q20 16 34 16H100Q114 16 115 30L112 66Q111 76 100 76H36Q20 76 18 60Z"
        className="fill-accent"
      />
      {cracked ? (
        <path
          d="M62 44L44 17M62 44L19 52M62 44L50 76M62 44L92 76M62 44L96 16M62 44L113 48M54 36L70 36L72 52L56 54ZM40 60L36 70M92 28L106 30"
          strokeWidth={1.5}
        />
      ) : (
        <path d="M34 64L62 24M52 66L74 36" className="stroke-white" strokeWidth={4} />
      )}
    </g>
  );
}

/** A side mirror with cracked glass beside the same mirror with its new glass fitted. 21:8. */
export function MirrorScene(props: IllustrationProps) {
  return (
    <Illustration width={336} height={128} {...props}>
      <rect width="336" height="128" rx="16" className="fill-secondary" />
      <Mirror x={4} cracked />
      <path d="M154 64H176M170 58L176 64L170 70" className="stroke-primary/50" strokeWidth={2} />
      <Mirror x={186} />
      <circle cx="302" cy="28" r="13" className="fill-success" />
      <path d="M296 28L301 33L309 24" className="stroke-white" strokeWidth={3} />
    </Illustration>
  );
}
