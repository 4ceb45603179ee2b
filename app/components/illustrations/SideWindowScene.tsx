import { Illustration, type IllustrationProps } from "./Illustration";

/**
 * A car in profile with its front door window shattered, and the new pane on its way in. 8:5.
 */
export function SideWindowScene(props: IllustrationProps) {
  return (
    <Illustration width={400} height={250} {...props}>
      <rect width="400" height="250" rx="16" className="fill-accent" />
      <ellipse cx="202" cy="216" rx="170" ry="6" className="fill-primary/15" />
      <g className="stroke-primary" strokeWidth={2}>
        <path
          d="M44 190V150Q44 138 56 134L100 106Q108 100 120 100H214Q226 100 236 107L276 134L338 142Q358 146 360 164V182Q360 190 352 190H326A26 26 0 0 0 274 190H124A26 26 0 0 0 72 190Z"
          className="fill-input"
        />
        <path
          d="M106 134L122 108Q126 105 132 105H168V134ZM174 105H212Q220 105 228 111L262 134H174Z"
          className="fill-accent"
        />
        <path
          d="M128 136Q124 160 128 188M172 134V188M268 138Q272 164 264 188M256 128H268V138H260Z"
          className="fill-input"
        />
        <path d="M142 146H156M234 146H248" strokeWidth={3} />
        <path
          d="M196 120L186 106M196 120L176 134M196 120L214 134M196 120L240 124M196 120L220 107M188 112L204 108L212 124L194 130Z"
          strokeWidth={1.5}
        />
        <path d="M188 208L194 202L198 208ZM206 210L214 206L212 212Z" className="fill-accent" />
      </g>
      <path d="M340 148L356 154L358 162L346 160Z" className="fill-white" />
      <path d="M44 144H50V154H44Z" className="fill-destructive" />
      <g className="fill-ink">
        <circle cx="98" cy="192" r="21" />
        <circle cx="300" cy="192" r="21" />
      </g>
      <g className="fill-input">
        <circle cx="98" cy="192" r="9" />
        <circle cx="300" cy="192" r="9" />
      </g>
      <g className="stroke-primary" strokeWidth={2}>
        <path d="M262 22H300Q308 22 316 28L350 50V76H262Z" className="fill-accent" />
        <path d="M276 66L292 32M296 66L306 44" className="stroke-white" strokeWidth={3} />
        <path d="M250 56Q224 64 220 94M214 86L220 94L228 88" />
      </g>
      <circle cx="350" cy="24" r="13" className="fill-success" />
      <path d="M344 24L349 29L357 20" className="stroke-white" strokeWidth={3} />
    </Illustration>
  );
}
