import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { CarPicker } from "./CarPicker";
import { CallAndPhoto, CoverageCheck, type CoveragePhone } from "./CoverageCheck";
import { QuoteForm } from "./QuoteForm";
import { AdasCamera } from "../illustrations/AdasCamera";
import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { estimateToolText } from "../../data/estimate-text";
import { fillLater } from "../../../core/data/form-text";
import { insurancePath, insuranceText } from "../../../core/data/insurance";
import type { ServiceId } from "../../../core/data/services/types";
import { cn } from "../cn";
import { countAnswer } from "../../../core/rules/counted-events";
import {
  answersQuery,
  askedQuestions,
  calibrationFor,
  cameraChoices,
  damageDescription,
  detailsParams,
  estimate,
  estimateSummary,
  featureChoices,
  featureNote,
  parseDetails,
  vehicleName,
  type Details,
  nextQuestion,
  parseAnswers,
  withAnswer,
  type Answers,
  type Estimate,
  type Question,
} from "../../lib/estimate";
import { parseFsa } from "../../lib/geo";
import type { Phone } from "../../../core/config/phone";
import { normalizePostalCode } from "../../../core/rules/validation";

/** A service as the tool names and links it. */
export interface EstimateService {
  name: string;
  path: string;
}

/** The tool's own words (content/estimate.json); the page shows two of them under its prices. */
const words = estimateToolText.tool;

/** What stands in place of a price or a time. */
interface PriceWords {
  noPrice: string;
  noTime: string;
}

// The answers live in the URL: each step is a history entry, so Back walks back through them.
const navigateEvent = "estimate:navigate";
function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(navigateEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(navigateEvent, onChange);
  };
}
const readSearch = () => window.location.search;
// The page is static: its HTML is the first question, whatever the URL says.
const serverSearch = () => "";

/** Go to a step: a new history entry, so the browser's Back returns to this one. */
function go(query: string, { replace = false } = {}) {
  const url = `${window.location.pathname}${query}`;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState({ estimateStep: true }, "", url);
  window.dispatchEvent(new Event(navigateEvent));
}

/** A link to another step: a real URL (it can be opened in a new tab or bookmarked), followed
 *  in place. */
function onStepLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  const url = new URL(event.currentTarget.href);
  // Back to the step before, when it is the entry before this one: the browser's Back, so that
  // history does not grow with every change of mind.
  const back = event.currentTarget.dataset.back === "true";
  // An answer reached by answering the last question, for the owner's numbers: not a page opened
  // on an answer, nor a step back to it from the quote form.
  const answered = (query: string) => estimate(parseAnswers(new URLSearchParams(query))) !== null;
  if (answered(url.search) && !answered(window.location.search)) countAnswer("estimate");
  const state = window.history.state as { estimateStep?: boolean } | null;
  if (back && state?.estimateStep) window.history.back();
  else go(url.search);
}

/**
 * The instant estimate: one question at a time (which glass; for a windshield, chip or crack,
 * its size against a quarter or a banknote, where it is, how many chips, how old), then the
 * answer with every rule that decided it, the price and time from the pricing table, the
 * insurance and ADAS notes, the coverage check, and call, text or "send this to us", which
 * opens the quote form filled in with the service, the answers and the postal code.
 *
 * The answers are the URL's query (app/lib/estimate.ts), so a result can be bookmarked or
 * shared and Back walks back through the questions. Every answer is a link to the next step's
 * URL. Without JavaScript the tool says so and points to the same rules, prices and cities as
 * plain content on the page.
 */
export function EstimateTool({
  phone,
  services,
  quote,
  citiesHref,
  priceWords,
}: {
  phone: Phone;
  /** The services an answer can name, with their pages */
  services: Record<ServiceId, EstimateService>;
  /** The quote form's settings ("send this to us") */
  quote: { page: string; place: string; services: readonly string[]; leadEndpoint: string };
  /** The list of cities we serve on the page */
  citiesHref: string;
  /** What stands in place of a price or a time, as the page's price table says it */
  priceWords: PriceWords;
}) {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const params = new URLSearchParams(search);
  const answers = parseAnswers(params);
  const details = parseDetails(params);
  const postalInput = params.get("postal") ?? "";
  const postalCode = parseFsa(postalInput) ? postalInput.toUpperCase() : null;
  const result = estimate(answers);
  const sending = result !== null && params.get("send") === "1";
  const question = nextQuestion(answers);

  // A step the visitor moved to gets the focus at its heading, so a keyboard or screen reader
  // carries on from there; the first render (a page opened on a step) leaves the focus alone.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const step = sending ? "send" : question ? question.id : "result";
  const stepKey = `${step}:${answersQuery(answers)}`;
  useEffect(() => {
    if (shown.current !== null && shown.current !== stepKey) {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: "nearest" });
    }
    shown.current = stepKey;
  }, [stepKey]);

  const extra: Record<string, string> = {
    ...detailsParams(details),
    ...(postalCode ? { postal: postalCode } : {}),
  };
  // The car, the camera and the glass change the answer in place: the same history entry.
  const onDetails = (next: Details) =>
    go(
      answersQuery(answers, {
        ...detailsParams(next),
        ...(postalCode ? { postal: postalCode } : {}),
      }),
      { replace: true },
    );

  return (
    <div id="estimate" className="scroll-mt-24">
      <div className="noscript:hidden" data-needs-script>
        {sending && result ? (
          <SendView
            answers={answers}
            details={details}
            result={result}
            services={services}
            postalCode={postalCode}
            phone={phone}
            quote={quote}
            headingRef={heading}
            backHref={answersQuery(answers, extra)}
          />
        ) : (
          <div className="rounded-xl bg-card p-5 text-card-foreground shadow-raised sm:p-6">
            {question ? (
              <QuestionView
                question={question}
                answers={answers}
                extra={extra}
                headingRef={heading}
              />
            ) : result ? (
              <ResultView
                answers={answers}
                details={details}
                onDetails={onDetails}
                result={result}
                services={services}
                phone={phone}
                postalCode={postalCode}
                extra={extra}
                citiesHref={citiesHref}
                priceWords={priceWords}
                headingRef={heading}
              />
            ) : null}
          </div>
        )}
      </div>
      <div
        className="hidden rounded-xl bg-card p-5 text-card-foreground shadow-raised sm:p-6 noscript:block"
        data-no-script
      >
        <h2 className="text-xl font-bold text-primary">{words.noScriptTitle}</h2>
        <p className="mt-2">{words.noScript}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>
            <a href="#repair-rules" className="font-semibold text-primary underline">
              {words.noScriptRules}
            </a>
          </li>
          <li>
            <a href="#prices" className="font-semibold text-primary underline">
              {words.noScriptPrices}
            </a>
          </li>
          <li>
            <a href={citiesHref} className="font-semibold text-primary underline">
              {words.noScriptCities}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The answers so far as small links back to each question, and "start over". */
function Progress({ answers, current }: { answers: Answers; current: Question | null }) {
  const asked = askedQuestions(answers);
  const answered = asked.filter((q) => answers[q.id] !== undefined);
  if (answered.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span>
        {current ? fillLater(words.questionNumber, { n: answered.length + 1 }) : words.yourAnswers}:{" "}
        {answered
          .map((q) => q.choices.find((c) => c.value === answers[q.id])?.label ?? "")
          .join(" · ")}
      </span>
      <a href="?" onClick={onStepLink} className="font-semibold text-primary underline">
        {words.startOver}
      </a>
    </div>
  );
}

function QuestionView({
  question,
  answers,
  extra,
  headingRef,
}: {
  question: Question;
  answers: Answers;
  extra: Record<string, string>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const asked = askedQuestions(answers);
  const before = asked.length > 1 ? asked[asked.length - 2] : undefined;
  const backAnswers = before ? answersBefore(answers, before.id) : null;
  const helpId = `estimate-${question.id}-help`;
  return (
    <>
      <Progress answers={answers} current={question} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-primary focus:outline-none"
        aria-describedby={question.help ? helpId : undefined}
      >
        {question.title}
      </h2>
      {question.help ? (
        <p id={helpId} className="mt-1 text-muted-foreground">
          {question.help}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-2.5" aria-label={question.title}>
        {question.choices.map((choice) => (
          <li key={choice.value}>
            <a
              href={answersQuery(withAnswer(answers, question.id, choice.value), extra)}
              onClick={onStepLink}
              className="group flex items-center justify-between gap-3 rounded-lg border border-input bg-white px-4 py-3 shadow-xs transition-colors hover:border-primary hover:bg-accent focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none"
            >
              <span>
                <span className="block font-semibold text-foreground">{choice.label}</span>
                {choice.hint ? (
                  <span className="block text-sm text-balance text-muted-foreground">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
              <IslandIcon
                name="chevron-down"
                className="size-5 shrink-0 -rotate-90 text-primary transition-transform group-hover:translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
      {backAnswers ? (
        <a
          href={answersQuery(backAnswers, extra) || "?"}
          onClick={onStepLink}
          data-back="true"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
        >
          <IslandIcon name="chevron-down" className="size-4 rotate-90" />
          {words.previous}
        </a>
      ) : null}
    </>
  );
}

/** The answers up to, not including, a question. */
function answersBefore(answers: Answers, id: Question["id"]): Answers {
  const kept: Answers = {};
  for (const q of askedQuestions(answers)) {
    if (q.id === id) break;
    Object.assign(kept, { [q.id]: answers[q.id] });
  }
  return kept;
}

function ResultView({
  answers,
  details,
  onDetails,
  result,
  services,
  phone,
  postalCode,
  extra,
  citiesHref,
  headingRef,
  priceWords,
}: {
  answers: Answers;
  details: Details;
  onDetails: (details: Details) => void;
  result: Estimate;
  services: Record<ServiceId, EstimateService>;
  phone: Phone;
  postalCode: string | null;
  extra: Record<string, string>;
  citiesHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  priceWords: PriceWords;
}) {
  const service = services[result.service];
  const last = askedQuestions(answers).at(-1);
  const back = last ? answersBefore(answers, last.id) : {};
  const features = featureNote(result, details);
  return (
    <>
      <Progress answers={answers} current={null} />
      <VerdictLabel verdict={result.verdict} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-extrabold text-primary focus:outline-none"
      >
        {result.title}
      </h2>
      <p className="mt-2">{result.summary}</p>
      <DecidingRules rules={result.rules} />
      <PriceAndTime result={result} details={details} priceWords={priceWords} />
      {features ? <Note>{features}</Note> : null}
      <p className="mt-3 text-sm">
        <a href={service.path} className="font-semibold text-primary underline underline-offset-4">
          {fillLater(words.more, { service: service.name.toLowerCase() })}
        </a>
      </p>

      {result.insurance ? <InsuranceNote /> : null}

      <h3 className="mt-6 font-bold">{words.closer}</h3>
      <CarPicker details={details} onChange={onDetails} />
      {result.adas ? (
        <>
          <CameraQuestion
            details={details}
            onDetails={onDetails}
            calibrationPath={services["adas-calibration"].path}
          />
          <FeaturesQuestion details={details} onDetails={onDetails} />
        </>
      ) : null}

      <ResultActions
        sendHref={answersQuery(answers, { ...extra, send: "1" })}
        phone={phone}
        postalCode={postalCode}
      />

      <CoverageCheck
        className="mt-6 bg-muted shadow-none"
        phone={phone}
        citiesHref={citiesHref}
        onPostalCode={(code) => go(answersQuery(answers, { postal: code }), { replace: true })}
      />

      <a
        href={answersQuery(back, extra) || "?"}
        onClick={onStepLink}
        data-back="true"
        className="mt-5 inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
      >
        <IslandIcon name="chevron-down" className="size-4 rotate-90" />
        {words.changeLast}
      </a>
    </>
  );
}

/** The colours of the answer's label, by its verdict. */
const verdictTone: Record<Estimate["verdict"], string> = {
  repair: "border-success/40 bg-success/10 text-success",
  replace: "border-cta/40 bg-cta/10 text-cta-hover",
  service: "border-primary/20 bg-accent text-primary",
};

/** "Your estimate", in the colours of the answer. */
function VerdictLabel({ verdict }: { verdict: Estimate["verdict"] }) {
  return (
    <p
      className={cn(
        "inline-flex rounded-full border px-3 py-1 text-sm font-bold tracking-wide uppercase",
        verdictTone[verdict],
      )}
    >
      {words.yourEstimate}
    </p>
  );
}

/** Every rule that decided the answer, met or not; nothing when no rule did. */
function DecidingRules({ rules }: { rules: Estimate["rules"] }) {
  if (rules.length === 0) return null;
  return (
    <>
      <h3 className="mt-5 font-bold">{words.decided}</h3>
      <ul className="mt-2 space-y-2">
        {rules.map((rule) => (
          <li key={rule.id} className="flex gap-2">
            <IslandIcon
              name={rule.ok ? "circle-check" : "circle-alert"}
              className={cn("mt-0.5 size-5 shrink-0", rule.ok ? "text-success" : "text-cta")}
            />
            <span>
              <span className="sr-only">{`${rule.ok ? words.meets : words.fails} `}</span>
              {rule.text}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The price and time from the pricing table, the whole visit, and ADAS calibration's. */
function PriceAndTime({
  result,
  details,
  priceWords,
}: {
  result: Estimate;
  details: Details;
  priceWords: PriceWords;
}) {
  const calibration = calibrationFor(result, details);
  return (
    <dl className="mt-5 grid gap-x-4 gap-y-3 rounded-lg bg-muted p-4 min-[22rem]:grid-cols-2">
      <div>
        <dt className="text-sm text-muted-foreground">{words.price}</dt>
        <dd className="text-lg font-bold text-foreground sm:text-xl">
          {result.pricing?.price.label ?? priceWords.noPrice}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">{words.time}</dt>
        <dd className="text-lg font-bold text-foreground sm:text-xl">
          {result.pricing?.duration ?? priceWords.noTime}
        </dd>
      </div>
      {result.visit ? (
        <div className="min-[22rem]:col-span-2">
          <dt className="sr-only">{words.wholeVisit}</dt>
          <dd className="text-sm text-muted-foreground">
            {fillLater(words.visit, { visit: result.visit })}
          </dd>
        </div>
      ) : null}
      {calibration ? (
        <div className="border-t border-border pt-3 min-[22rem]:col-span-2">
          <dt className="text-sm text-muted-foreground">
            {calibration.status === "needed" ? words.calibration : words.calibrationIfCamera}
          </dt>
          <dd className="text-lg font-bold text-foreground sm:text-xl">
            {calibration.pricing.price.label}
            {calibration.pricing.duration ? (
              <span className="text-sm font-normal text-muted-foreground">
                {" "}
                · {calibration.pricing.duration}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A new windshield: is there a camera behind the mirror (ADAS calibration)? */
function CameraQuestion({
  details,
  onDetails,
  calibrationPath,
}: {
  details: Details;
  onDetails: (details: Details) => void;
  /** The ADAS calibration service's page */
  calibrationPath: string;
}) {
  return (
    <fieldset className="mt-4 rounded-lg border border-border bg-white p-4">
      <legend className="px-1 font-semibold text-primary">{words.cameraQuestion}</legend>
      <div className="grid items-start gap-4 min-[30rem]:grid-cols-[10rem_1fr]">
        <AdasCamera className="max-w-40" title={words.cameraPicture} />
        <div>
          <p className="text-sm text-muted-foreground">{words.cameraHelp}</p>
          <div className="mt-2 flex flex-col gap-1.5">
            {cameraChoices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2.5">
                <input
                  type="radio"
                  name="estimate-camera"
                  value={choice.value}
                  checked={details.camera === choice.value}
                  onChange={() => onDetails({ ...details, camera: choice.value })}
                  className="size-5 accent-primary"
                />
                {choice.label}
              </label>
            ))}
          </div>
          <a
            href={calibrationPath}
            className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4"
          >
            {words.cameraLink}
          </a>
        </div>
      </div>
    </fieldset>
  );
}

/** A new windshield: the glass's features that need a windshield made for them. */
function FeaturesQuestion({
  details,
  onDetails,
}: {
  details: Details;
  onDetails: (details: Details) => void;
}) {
  return (
    <fieldset className="mt-4 rounded-lg border border-border bg-white p-4">
      <legend className="px-1 font-semibold text-primary">{words.featuresQuestion}</legend>
      <p className="text-sm text-muted-foreground">{words.featuresHelp}</p>
      <div className="mt-2 flex flex-col gap-2">
        {featureChoices.map((choice) => {
          const on = details.features?.includes(choice.value) ?? false;
          return (
            <label key={choice.value} className="flex items-start gap-2.5">
              <input
                type="checkbox"
                checked={on}
                onChange={() =>
                  onDetails({
                    ...details,
                    features: on
                      ? details.features!.filter((f) => f !== choice.value)
                      : [...(details.features ?? []), choice.value],
                  })
                }
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span>
                {choice.label}
                <span className="block text-sm text-balance text-muted-foreground">
                  {choice.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Insurance may pay: the short word on it, and the link to the page on claims. */
function InsuranceNote() {
  return (
    <Note>
      {insuranceText.short}{" "}
      <a href={insurancePath} className="font-semibold text-primary underline underline-offset-4">
        {insuranceText.link}
      </a>
    </Note>
  );
}

/** "Send this to us", call, the photo text on phones and, on wide screens, text. */
function ResultActions({
  sendHref,
  phone,
  postalCode,
}: {
  sendHref: string;
  phone: Phone;
  postalCode: string | null;
}) {
  return (
    <div className="mt-5 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
      <a
        href={sendHref}
        onClick={onStepLink}
        className={buttonVariants({ variant: "cta", size: "lg" })}
      >
        <IslandIcon name="send" />
        {words.send}
      </a>
      <CallAndPhoto phone={phone} postalCode={postalCode} size="lg" callVariant="outline" />
      <a
        href={phone.sms}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "max-md:hidden")}
      >
        <IslandIcon name="message-square" />
        {words.text}
      </a>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="mt-3 border-l-4 border-ring pl-3 text-sm">{children}</p>;
}

function SendView({
  answers,
  details,
  result,
  services,
  postalCode,
  phone,
  quote,
  headingRef,
  backHref,
}: {
  answers: Answers;
  details: Details;
  result: Estimate;
  services: Record<ServiceId, EstimateService>;
  postalCode: string | null;
  phone: Phone;
  quote: { page: string; place: string; services: readonly string[]; leadEndpoint: string };
  headingRef: RefObject<HTMLHeadingElement | null>;
  backHref: string;
}) {
  const fullPostalCode = postalCode ? normalizePostalCode(postalCode) : null;
  return (
    <div>
      <div className="mb-3 rounded-xl bg-card p-4 text-card-foreground shadow-raised">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-primary focus:outline-none"
        >
          {fillLater(words.sendTitle, { result: result.title.toLowerCase() })}
        </h2>
        <p className="mt-1 text-sm font-semibold">{estimateSummary(answers, details)}</p>
        <p className="mt-1 text-sm text-muted-foreground">{words.sendNote}</p>
        <a
          href={backHref || "?"}
          onClick={onStepLink}
          data-back="true"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary underline underline-offset-4"
        >
          <IslandIcon name="chevron-down" className="size-4 rotate-90" />
          {words.backToEstimate}
        </a>
      </div>
      <QuoteForm
        id="estimate-form"
        page={quote.page}
        place={quote.place}
        pageFocus="instant-estimate"
        services={quote.services}
        leadEndpoint={quote.leadEndpoint}
        phone={phone}
        fill={{
          service: services[result.service].name,
          estimate: estimateSummary(answers, details),
          ...(vehicleName(details) ? { vehicle: vehicleName(details)! } : {}),
          ...(details.vin ? { vin: details.vin } : {}),
          // A whole postal code fills its field; the first three characters go with the answers.
          damage:
            postalCode && !fullPostalCode
              ? `${damageDescription(answers)} ${fillLater(words.postalArea, { code: postalCode })}`
              : damageDescription(answers),
          ...(fullPostalCode ? { postalCode: fullPostalCode } : {}),
        }}
      />
    </div>
  );
}

export type { CoveragePhone };
