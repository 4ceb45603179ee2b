import type { ReactNode } from "react";
import { Chip } from "./Chip";
import { Illustration, type IllustrationProps } from "./Illustration";

/** Each step as a close-up of the glass, 120 units square. */
const steps: readonly ReactNode[] = [
  // 1. Clean: a spray of cleaner into the chip
  <>
    <Chip x={48} y={80} scale={1.5} />
    <g className="stroke-primary" strokeWidth={2}>
      <path d="M82 52H104V96Q104 100 100 100H86Q82 100 82 96Z" className="fill-white" />
      <path d="M84 52V40H98L106 46H98V52M78 44H84" className="fill-primary" />
    </g>
    <g className="fill-primary/50">
      <circle cx="70" cy="52" r="2" />
      <circle cx="64" cy="60" r="2" />
      <circle cx="70" cy="64" r="2" />
      <circle cx="60" cy="48" r="2" />
    </g>
  </>,
  // 2. Inject resin under pressure through a bridge on the glass
  <>
    <Chip x={48} y={80} scale={1.5} />
    <g className="stroke-primary" strokeWidth={2}>
      <ellipse cx="48" cy="80" rx="22" ry="8" className="fill-white/50" />
      <path d="M42 26H54V66H42ZM48 26V14M38 14H58M44 66L48 76L52 66" className="fill-white" />
      <path d="M42 48H54V66H42Z" className="fill-cta" />
      <path d="M94 30V60M86 52L94 60L102 52" />
    </g>
  </>,
  // 3. Cure the resin with UV light
  <>
    <Chip x={48} y={80} scale={1.5} filled />
    <path d="M28 16H68V38H28Z" className="fill-primary stroke-primary" strokeWidth={2} />
    <path d="M32 38H64" className="stroke-cta" strokeWidth={4} />
    <path
      d="M36 46L42 62M48 46V62M60 46L54 62"
      className="stroke-cta"
      strokeWidth={3}
      strokeDasharray="3 5"
    />
  </>,
  // 4. Polish: the chip is all but gone and the glass is clear
  <>
    <circle cx="48" cy="80" r="7" className="stroke-primary/25" strokeWidth={2} />
    <circle cx="88" cy="34" r="16" className="fill-success" />
    <path d="M80 34L86 40L97 28" className="stroke-white" strokeWidth={3} />
  </>,
];

/** One panel: a rounded piece of glass with its highlight, and the step drawn on it. */
function Panel({ step, x = 0, y = 0 }: { step: number; x?: number; y?: number }) {
  return (
    <g transform={x || y ? `translate(${x} ${y})` : undefined}>
      <rect width="120" height="120" rx="14" className="fill-accent" />
      <path d="M12 36L36 12M12 54L54 12" className="stroke-white" strokeWidth={4} />
      {steps[step - 1]}
    </g>
  );
}

/**
 * The chip-repair steps in order: clean the chip, inject resin under pressure, cure it with UV
 * light, polish to a clear finish. A strip of four with arrows (9:2), or `layout="grid"`, two by
 * two, for narrow screens. The page numbers and captions the steps in HTML.
 */
export function ChipRepairSteps({
  layout = "strip",
  ...props
}: IllustrationProps & { layout?: "strip" | "grid" }) {
  const strip = layout === "strip";
  return (
    <Illustration width={strip ? 540 : 256} height={strip ? 120 : 256} {...props}>
      {[1, 2, 3, 4].map((step) => (
        <Panel
          key={step}
          step={step}
          x={strip ? (step - 1) * 140 : ((step - 1) % 2) * 136}
          y={strip ? 0 : Math.floor((step - 1) / 2) * 136}
        />
      ))}
      {strip && (
        <path
          d="M127 54L133 60L127 66M267 54L273 60L267 66M407 54L413 60L407 66"
          className="stroke-primary/50"
          strokeWidth={2}
        />
      )}
    </Illustration>
  );
}

/** A single chip-repair step (1 to 4), square, for pages that lay the steps out in HTML. */
export function ChipRepairStep({ step, ...props }: IllustrationProps & { step: 1 | 2 | 3 | 4 }) {
  return (
    <Illustration width={120} height={120} {...props}>
      <Panel step={step} />
    </Illustration>
  );
}
