import { Illustration, type IllustrationProps } from "./Illustration";

/** A windshield with a shield and check mark over its corner: covered, guaranteed. Small, 6:5. */
export function WindshieldShield(props: IllustrationProps) {
  return (
    <Illustration width={96} height={80} {...props}>
      <path
        d="M6 62L18 16Q20 10 26 10H62Q68 10 70 16L82 62Q44 70 6 62Z"
        className="fill-accent stroke-primary"
        strokeWidth={3}
      />
      <path d="M22 54L40 20M36 56L50 32" className="stroke-white" strokeWidth={4} />
      <path
        d="M72 36L90 42V56Q90 70 72 78Q54 70 54 56V42Z"
        className="fill-primary stroke-white"
        strokeWidth={3}
      />
      <path d="M64 56L70 62L81 50" className="stroke-white" strokeWidth={3} />
    </Illustration>
  );
}
