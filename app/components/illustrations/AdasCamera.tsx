import { Illustration, type IllustrationProps } from "./Illustration";

/**
 * From the driver's seat: the forward-facing camera behind the rear-view mirror, aimed at a
 * calibration target board set up in front of the car. 8:5.
 */
export function AdasCamera(props: IllustrationProps) {
  return (
    <Illustration width={400} height={250} {...props}>
      <path d="M10 14H390V150H10Z" className="fill-accent" />
      <path d="M10 150H390V190H10Z" className="fill-border" />
      <path
        d="M200 34L130 98M200 34L270 98"
        className="stroke-cta"
        strokeWidth={2}
        strokeDasharray="5 5"
      />
      <g className="stroke-primary" strokeWidth={2}>
        <path d="M200 152V176M186 182L200 174L214 182" />
        <path d="M130 98H270V152H130Z" className="fill-white" />
        <path
          d="M130 98h20v18h-20zM170 98h20v18h-20zM210 98h20v18h-20zM250 98h20v18h-20zM150 116h20v18h-20zM190 116h20v18h-20zM230 116h20v18h-20zM130 134h20v18h-20zM170 134h20v18h-20zM210 134h20v18h-20zM250 134h20v18h-20z"
          className="fill-primary"
        />
      </g>
      <path d="M292 36L318 150M318 36L336 112" className="stroke-white" strokeWidth={4} />
      <path
        d="M16 0H384A16 16 0 0 1 400 16V234A16 16 0 0 1 384 250H16A16 16 0 0 1 0 234V16A16 16 0 0 1 16 0ZM58 14H342Q352 14 356 24L390 190H10L44 24Q48 14 58 14Z"
        className="fill-primary"
        fillRule="evenodd"
      />
      <path d="M10 190H390" className="stroke-muted-foreground" strokeWidth={2} />
      <path d="M48 250A66 66 0 0 1 180 250" className="stroke-muted-foreground" strokeWidth={12} />
      <path d="M180 14H220L214 42H186Z" className="fill-ink" />
      <circle
        cx="200"
        cy="28"
        r="5"
        className="fill-muted-foreground stroke-accent"
        strokeWidth={2}
      />
      <g className="stroke-ink" strokeWidth={3}>
        <path d="M200 44V48" />
        <path
          d="M170 48H230Q236 48 236 54V60Q236 66 230 66H170Q164 66 164 60V54Q164 48 170 48Z"
          className="fill-muted-foreground"
        />
      </g>
      <path d="M170 52H230V62H170Z" className="fill-border" />
    </Illustration>
  );
}
