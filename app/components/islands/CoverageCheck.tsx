import {
  Fragment,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Button, buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { serviceArea } from "../../../core/config/service-area";
import { coverageCheckText } from "../../data/coverage-check";
import {
  coverageAt,
  coverageForPostalCode,
  fillCoverage,
  isCoverageProblem,
  type CoverageResult,
} from "../../lib/coverage";
import { cn } from "../cn";
import { countAnswer } from "../../../core/rules/counted-events";
import { photoText, photoTextHref } from "../../../core/rules/photo-text";

/** The business's phone, as the island needs it. */
export interface CoveragePhone {
  tel: string;
  sms: string;
  display: string;
}

type Located =
  | { state: "idle" }
  | { state: "locating" }
  | { state: "failed"; message: string }
  | { state: "answered"; result: CoverageResult; postalCode: string | null };

const words = coverageCheckText;

/** What the check says while it finds the visitor's location, or cannot. */
export const locationMessages = {
  locating: words.locating,
  denied: words.denied,
  unavailable: words.unavailable,
};

/**
 * "Do you come to me?": a postal code, whole or its first three characters, or the browser's
 * location, asked for only when the visitor presses "Use my location" and never sent anywhere,
 * gives the straight-line distance from Toronto centre and what it means (app/lib/coverage.ts):
 * free, near the line, with a travel fee, or outside our usual area. An island, on the home
 * page's coverage section, the contact page and every location page.
 *
 * Without JavaScript it cannot check anything, so it says so and points to the list of cities
 * on the page (`citiesHref`) and the phone, in place of the form (CSS `scripting: none`).
 */
export function CoverageCheck({
  phone,
  citiesHref,
  title = words.title,
  className,
  onPostalCode,
  actions,
}: {
  phone: CoveragePhone;
  /** The list of cities we serve on the same page, for a visitor without JavaScript */
  citiesHref: string;
  title?: string;
  className?: string;
  /** Told the postal code of every answered check (the instant estimate keeps it) */
  onPostalCode?: (postalCode: string) => void;
  /** More actions beside an answer's call and text (the instant estimate's "send this to us") */
  actions?: ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const { input, error, answer, onSubmit, locate } = useCoverageCheck(onPostalCode);
  return (
    <section
      aria-labelledby={titleId}
      data-coverage-check
      className={cn("rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6", className)}
    >
      <h3 id={titleId} className="text-xl font-bold text-primary">
        {title}
      </h3>
      <div className="noscript:hidden" data-needs-script>
        <p className="mt-1 text-muted-foreground">{words.intro}</p>
        <PostalCodeForm
          id={id}
          titleId={titleId}
          inputRef={input}
          error={error}
          onSubmit={onSubmit}
        />
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-muted-foreground">
          <span>{words.or}</span>
          <button
            type="button"
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4 hover:decoration-2 disabled:opacity-60"
            onClick={locate}
            disabled={answer.state === "locating"}
          >
            <IslandIcon name="navigation" className="size-4 shrink-0" />
            {words.useLocation}
          </button>
        </p>
        <div role="status" aria-live="polite">
          <CheckStatus answer={answer} phone={phone} actions={actions} />
        </div>
      </div>
      <NoScriptNote phone={phone} citiesHref={citiesHref} />
    </section>
  );
}

/**
 * The check's state: the postal code's message, and the answer, from a postal code (`onSubmit`)
 * or the browser's location (`locate`). `onPostalCode` is told every postal code answered.
 */
function useCoverageCheck(onPostalCode: ((postalCode: string) => void) | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Located>({ state: "idle" });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const checked = coverageForPostalCode(field.value);
    if (isCoverageProblem(checked)) {
      setError(checked.message);
      setAnswer({ state: "idle" });
      field.focus();
      return;
    }
    setError(null);
    const postalCode = field.value.trim().toUpperCase();
    setAnswer({ state: "answered", result: checked, postalCode });
    countAnswer("coverage");
    onPostalCode?.(postalCode);
  }

  function locate() {
    if (!("geolocation" in navigator)) {
      setAnswer({ state: "failed", message: locationMessages.unavailable });
      return;
    }
    setAnswer({ state: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAnswer({
          state: "answered",
          result: coverageAt({ lat: coords.latitude, lng: coords.longitude }),
          postalCode: null,
        });
        countAnswer("coverage");
      },
      (failure) =>
        setAnswer({
          state: "failed",
          message:
            failure.code === failure.PERMISSION_DENIED
              ? locationMessages.denied
              : locationMessages.unavailable,
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }

  return { input, error, answer, onSubmit, locate };
}

/** The postal code's field and "Check", with the message for a postal code it cannot check. */
function PostalCodeForm({
  id,
  titleId,
  inputRef,
  error,
  onSubmit,
}: {
  /** The check's id; the field's is `<id>-postal` */
  id: string;
  titleId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const inputId = `${id}-postal`;
  const errorId = `${id}-error`;
  return (
    <form className="mt-4" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <label htmlFor={inputId} className="font-semibold">
        {words.label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="postalCode"
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={8}
          placeholder={words.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field min-w-0 uppercase placeholder:normal-case"
        />
        <Button type="submit" size="default">
          {words.check}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** What the status region says: finding the location, why it could not, or the answer. */
function CheckStatus({
  answer,
  phone,
  actions,
}: {
  answer: Located;
  phone: CoveragePhone;
  actions?: ReactNode;
}) {
  return answer.state === "locating" ? (
    <p className="mt-4 text-muted-foreground">{locationMessages.locating}</p>
  ) : answer.state === "failed" ? (
    <p className="mt-4 flex gap-2 font-medium text-foreground">
      <IslandIcon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-cta" />
      {answer.message}
    </p>
  ) : answer.state === "answered" ? (
    <CoverageAnswer
      result={answer.result}
      phone={phone}
      postalCode={answer.postalCode}
      actions={actions}
    />
  ) : null;
}

/** Without JavaScript: the free radius, and the list of cities and the phone instead. */
function NoScriptNote({ phone, citiesHref }: { phone: CoveragePhone; citiesHref: string }) {
  return (
    <p className="mt-1 hidden text-muted-foreground noscript:block" data-no-script>
      {withLinks(fillCoverage(words.noScript, { free: serviceArea.freeRadiusKm }), {
        cities: (
          <a href={citiesHref} className="font-semibold text-primary underline underline-offset-4">
            {words.citiesLink}
          </a>
        ),
        phone: (
          <a
            href={phone.tel}
            className="font-semibold whitespace-nowrap text-primary underline underline-offset-4"
          >
            {phone.display}
          </a>
        ),
      })}
    </p>
  );
}

function CoverageAnswer({
  result,
  phone,
  postalCode,
  actions,
}: {
  result: CoverageResult;
  phone: CoveragePhone;
  postalCode: string | null;
  actions?: ReactNode;
}) {
  const outside = result.status === "outside";
  return (
    <div
      className={cn(
        "mt-4 rounded-lg border p-4",
        outside ? "border-cta/40 bg-cta/5" : "border-success/30 bg-success/5",
      )}
    >
      <p className="flex items-start gap-2 text-lg font-bold text-foreground">
        <IslandIcon
          name={outside ? "circle-alert" : "circle-check"}
          className={cn("mt-1 size-5 shrink-0", outside ? "text-cta" : "text-success")}
        />
        {result.headline}
      </p>
      <p className="mt-1">{result.detail}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CallAndPhoto phone={phone} postalCode={postalCode} size="default" callVariant="cta" />
        {actions}
      </div>
    </div>
  );
}

/**
 * Call, and on phones "Text us a photo" with the postal code in the message: the actions beside
 * every answer the tools give.
 */
export function CallAndPhoto({
  phone,
  postalCode,
  size,
  callVariant,
}: {
  phone: CoveragePhone;
  postalCode: string | null;
  size: "default" | "lg";
  callVariant: "cta" | "outline";
}) {
  return (
    <>
      <a href={phone.tel} className={buttonVariants({ variant: callVariant, size })}>
        <IslandIcon name="phone" />
        <span>
          {`${words.call} `}
          <span className="whitespace-nowrap">{phone.display}</span>
        </span>
      </a>
      <a
        href={photoTextHref(phone.sms, postalCode)}
        className={cn(buttonVariants({ variant: "outline", size }), "md:hidden")}
      >
        <IslandIcon name="camera" />
        {photoText.label}
      </a>
    </>
  );
}

/** A text with `{{name}}` tokens put in place by the elements named (a link in a sentence). */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{links[part]}</Fragment> : part));
}
