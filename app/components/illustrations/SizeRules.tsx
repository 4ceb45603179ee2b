import { Chip } from "./Chip";
import { Illustration, type IllustrationProps } from "./Illustration";

/**
 * The size rules for a repair, to scale: a chip inside the outline of a quarter (about 1 inch),
 * and a crack shorter than a Canadian banknote (152.4 mm, about 6 inches). No text: the page
 * captions it. `rule` shows one rule alone (chip 10:17, crack 25:17); both side by side is 36:17.
 */
export function SizeRules({ rule, ...props }: IllustrationProps & { rule?: "chip" | "crack" }) {
  const x = rule === "crack" ? 110 : 0;
  return (
    <Illustration width={rule ? (rule === "chip" ? 100 : 250) : 360} height={170} {...props}>
      <g transform={x ? `translate(-${x} 0)` : undefined}>
        <g className="fill-accent">
          <rect width="100" height="170" rx="14" />
          <rect x="110" width="250" height="170" rx="14" />
        </g>
        <g className="stroke-primary" strokeWidth={2}>
          <circle cx="50" cy="52" r="19" className="fill-input" />
          <circle cx="50" cy="52" r="14" className="stroke-primary/40" />
          <circle cx="50" cy="118" r="19" className="stroke-cta" strokeDasharray="4 4" />
          <path d="M121 62H349V156H121Z" className="fill-success/15" />
          <path d="M308 70H340V148H308Z" className="fill-white" />
          <ellipse
            cx="166"
            cy="108"
            rx="24"
            ry="30"
            className="fill-primary/10 stroke-primary/40"
          />
          <path
            d="M150 132Q152 116 166 116Q180 116 182 132"
            className="fill-primary/25"
            stroke="none"
          />
          <circle cx="166" cy="102" r="9" className="fill-primary/25" stroke="none" />
          <path
            d="M128 146Q150 138 172 146T216 146T260 146T304 146"
            className="stroke-primary/30"
          />
          <path
            d="M324 96L327 102L331 100L330 107L334 108L329 112L330 116L325 114L325 120H323L323 114L318 116L319 112L314 108L318 107L317 100L321 102Z"
            className="fill-primary/15 stroke-primary/40"
            strokeWidth={1}
          />
          <path d="M204 92H284M204 108H270M204 124H284M134 74H150" className="stroke-primary/40" />
          <path
            d="M132 30L156 34L170 26L200 32L226 28L240 34L270 30L290 36L316 31L334 34M226 28L232 18M270 30L266 42"
            strokeWidth={2.5}
          />
          <path d="M121 24V56M349 24V56" className="stroke-cta" strokeDasharray="4 4" />
        </g>
        <Chip x={50} y={118} />
      </g>
    </Illustration>
  );
}
