import { CircleCheck, CircleDot, Circle, CircleX } from "lucide-react";
import type { JobStatusContent } from "../../../core/config/schema";
import { cn } from "../cn";
import { Container } from "../ui/container";
import { CallActions } from "./CallActions";
import type { ReactNode } from "react";

/** Where a job stands, as its status page names it. */
export type JobState = keyof JobStatusContent["states"];

/** The steps a job goes through, in order; a declined job leaves them, as does a lapsed hold. */
const steps = ["held", "confirmed", "onTheWay", "done"] as const;
const stepOf = (state: JobState) => (state === "requested" ? "held" : state);
/** The states off the steps: the job was declined, its hold lapsed, or a newer request holds. */
const offTheSteps = (state: JobState) =>
  state === "declined" || state === "lapsed" || state === "moved";

/**
 * A quote request's status page (/job/<token>, rendered by the lead service): where the job
 * stands, the steps it goes through, what the request said, and the call and text links. No
 * script: the page is read again to see a change.
 */
export function JobStatus({
  text,
  state,
  fill,
  details,
  driveAway = null,
  openWindows = null,
  money = null,
}: {
  text: JobStatusContent;
  state: JobState;
  /** The job's own values for the state's text: the window, the minutes, the reason */
  fill: (sentence: string) => string;
  /** What the request said, each with its label, the empty ones left out */
  details: { label: string; value: string }[];
  /** For a new windshield: how long before the car can be driven, before and once done */
  driveAway?: { heading: string; text: string } | null;
  /** When a hold lapsed: the windows open now, and where to send a new request */
  openWindows?: { items: readonly string[]; requestHref: string } | null;
  /** The job's quote, record and invoices, rendered (app/components/sections/JobMoney.tsx) */
  money?: ReactNode;
}) {
  const current = stepOf(state);
  const reached = offTheSteps(state) ? -1 : steps.indexOf(current as (typeof steps)[number]);
  const Icon = state === "declined" ? CircleX : offTheSteps(state) ? CircleDot : CircleCheck;
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p
          className={cn(
            "flex items-center gap-2 font-semibold tracking-wide uppercase",
            state === "declined" ? "text-destructive" : "text-primary",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
          {text.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
          {text.states[state].heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{fill(text.states[state].text)}</p>
        {offTheSteps(state) ? null : (
          <ol aria-label={text.steps} className="mt-8 grid gap-3 sm:grid-cols-4">
            {steps.map((step, i) => {
              const StepIcon =
                i < reached || state === "done" ? CircleCheck : i === reached ? CircleDot : Circle;
              return (
                <li
                  key={step}
                  aria-current={i === reached ? "step" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold",
                    i === reached
                      ? "border-primary bg-primary/10 text-foreground"
                      : i < reached
                        ? "border-border text-foreground"
                        : "border-border text-muted-foreground",
                  )}
                >
                  <StepIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {text.states[step].label}
                </li>
              );
            })}
          </ol>
        )}
        {openWindows ? (
          <section
            aria-labelledby="job-open-windows"
            className="mt-8 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6"
          >
            <h2 id="job-open-windows" className="text-xl font-bold">
              {text.openWindows.heading}
            </h2>
            <ul className="mt-3 grid gap-1.5">
              {openWindows.items.map((item) => (
                <li key={item} className="flex items-center gap-2 font-semibold">
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-3">{text.openWindows.text}</p>
            <a
              href={openWindows.requestHref}
              className="mt-2 inline-block font-semibold text-primary underline underline-offset-4"
            >
              {text.openWindows.request}
            </a>
          </section>
        ) : null}
        {money}
        {driveAway ? (
          <section
            aria-labelledby="job-drive-away"
            className="mt-8 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6"
          >
            <h2 id="job-drive-away" className="text-xl font-bold">
              {driveAway.heading}
            </h2>
            <p className="mt-2">{driveAway.text}</p>
          </section>
        ) : null}
        <CallActions className="mt-8" />
        <section aria-labelledby="job-details" className="mt-10 rounded-xl border p-5 sm:p-6">
          <h2 id="job-details" className="text-xl font-bold">
            {text.details.heading}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            {details.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="mt-8 text-muted-foreground">{text.keep}</p>
      </div>
    </Container>
  );
}
