import { Calculator, CheckCircle2, ShieldCheck, Star, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { CallActions } from "./CallActions";
import { Badge } from "../ui/badge";
import { Container } from "../ui/container";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import { navigation } from "../../data/navigation";
import { cn } from "../cn";

export interface PageHeroProps {
  heading: string;
  lead: string;
  highlights: readonly string[];
  /** A short line above the heading, e.g. the city or the service family */
  eyebrow?: string;
  /**
   * Content beside the copy on wide screens and under it on phones (a quote card or form); on
   * wide screens only, the glass drawing with trust figures if none. A quote card or form takes
   * the place of the quote button among the actions.
   */
  aside?: ReactNode;
  /** The "Get Free Quote" island, among the actions of a hero without an aside */
  quote?: ReactNode;
  /** Where the hero's "Get Free Quote" goes when the form is on the page ("#hero-form") */
  quoteHref?: string;
  /** Align the copy with the top of a tall aside (a form) rather than its middle */
  alignTop?: boolean;
  /** A line under the actions linking to the instant estimate (windshield and city pages) */
  estimateLink?: boolean;
  /** A wider aside, for a tool rather than a form */
  wideAside?: boolean;
}

/** The top of every page: the promise, the ways to act, and trust signals beside them. */
export function PageHero({
  heading,
  lead,
  highlights,
  eyebrow,
  aside,
  quote,
  quoteHref,
  alignTop = false,
  estimateLink = false,
  wideAside = false,
}: PageHeroProps) {
  const { figures } = siteConfig;
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-primary text-primary-foreground">
      <div aria-hidden="true" className="hero-glow" />
      <Container
        className={cn(
          "grid gap-10 py-10 sm:py-14 lg:py-20",
          alignTop ? "items-start lg:pt-16" : "items-center",
          wideAside
            ? "lg:grid-cols-[minmax(0,1fr)_32rem]"
            : alignTop
              ? "lg:grid-cols-[minmax(0,1fr)_26rem]"
              : "lg:grid-cols-[minmax(0,1fr)_24rem]",
        )}
      >
        <div>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-cta uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-[2rem] leading-[1.1] font-extrabold sm:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted sm:text-xl">{lead}</p>
          <CallActions className="mt-7" onDark quote={quote} quoteHref={quoteHref} />
          {estimateLink ? (
            <p className="mt-4 flex items-center justify-center gap-2 text-ink-muted sm:justify-start">
              <Calculator aria-hidden="true" className="size-5 shrink-0 text-cta" />
              <span>
                {everyPageText.hero.estimatePrompt}{" "}
                <a
                  href={navigation.estimate.path}
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {navigation.estimate.label}
                </a>
              </span>
            </p>
          ) : null}
          <ul
            className={cn("mt-7 flex-wrap gap-2", aside ? "hidden sm:flex" : "flex")}
            aria-label={everyPageText.hero.highlights}
          >
            {highlights.map((h) => (
              <li key={h}>
                <Badge variant="glass">
                  <CheckCircle2 aria-hidden="true" className="text-cta" />
                  {h}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className={aside ? undefined : "hidden lg:block"}>
          {aside ?? (
            <div className="rounded-xl border border-white/15 bg-white/5 p-6 shadow-raised backdrop-blur">
              <WindshieldArt />
              <ul className="mt-6 grid grid-cols-3 gap-3 text-center">
                <TrustFigure
                  icon={<Star aria-hidden="true" />}
                  value={figures.rating}
                  label="overall rating"
                />
                <TrustFigure
                  icon={<Timer aria-hidden="true" />}
                  value={figures.yearsExperience}
                  label="years' team experience"
                />
                <TrustFigure
                  icon={<ShieldCheck aria-hidden="true" />}
                  value={figures.warrantyTerm}
                  label="warranty"
                />
              </ul>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}

function TrustFigure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <li className="flex flex-col items-center gap-1 rounded-lg bg-white/5 px-2 py-3">
      <span className="text-cta [&_svg]:size-5">{icon}</span>
      <span className="text-xl font-bold text-white">{value}</span>
      <span className="text-xs text-ink-muted">{label}</span>
    </li>
  );
}

/** A windshield drawn in SVG, with the glass highlight and a road line. */
function WindshieldArt() {
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" className="h-auto w-full">
      <defs>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.55" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0.1" />
        </linearGradient>
      </defs>
      <path
        d="M30 150 62 40c4-13 15-22 29-22h138c14 0 25 9 29 22l32 110c2 8-4 14-12 14H42c-8 0-14-6-12-14Z"
        fill="url(#hero-glass)"
        className="stroke-accent"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M96 42 74 120"
        className="stroke-white"
        strokeOpacity="0.7"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M118 42 108 80"
        className="stroke-white"
        strokeOpacity="0.45"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <g className="stroke-cta" strokeWidth="3" strokeLinecap="round" fill="none">
        <circle cx="214" cy="86" r="6" className="fill-cta" />
        <path d="m214 86 22-14m-22 14 26 8m-26-8 8 24m-8-24-18 16" />
      </g>
      <path d="M160 176v-8" className="stroke-cta" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
