import { estimateToolText } from "../data/estimate-text";
import { fillLater } from "../../core/data/form-text";
import {
  pricing,
  windshieldVisit,
  type PricingEntry,
  type PriceRange,
} from "../../core/data/pricing";
import type { ServiceId } from "../../core/data/services/types";
import { checkVin, normalizeVin, vinLength } from "../../core/rules/vin";

/**
 * The instant estimate: repair or replace, what it costs and how long it takes, from a few
 * answers. The rules are the site's repairability rules (content/repair-rules.json): a chip
 * smaller than the coin, a crack shorter than the banknote, out of the driver's line of sight,
 * away from the edge, a single chip, not too old. Its words are content/estimate.json's, the
 * rules' figures filled in; prices and times are the pricing table's. Pure: the page and its
 * island read the answers from the URL and render what this module returns.
 */

// The questions ---------------------------------------------------------------------------

export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
  /** A line under the label that helps a visitor choose */
  hint?: string;
  /** How the answer reads in a sentence, where the label alone would not ("just one") */
  said?: string;
}

const {
  questions,
  rules: ruleText,
  answers: answerText,
  details: detailText,
  sent: sentText,
} = estimateToolText;

/** A question's answers in the order given, each with its words from content/estimate.json. */
function choicesOf<Value extends string>(
  values: readonly Value[],
  words: Record<Value, Omit<Choice, "value">>,
): Choice<Value>[] {
  return values.map((value) => ({ value, ...words[value] }));
}

const glassValues = [
  "windshield",
  "side",
  "rear",
  "sunroof",
  "panoramic",
  "mirror",
  "wipers",
] as const;

export type Glass = (typeof glassValues)[number];

export const glassChoices = choicesOf(glassValues, questions.glass.choices);

/** What each answer means, by question. */
export interface Answers {
  glass?: Glass;
  damage?: "chip" | "crack";
  size?: "small" | "large";
  where?: "sight" | "edge" | "elsewhere";
  count?: "one" | "several";
  age?: "new" | "old";
}

export type QuestionId = keyof Answers;

export interface Question {
  id: QuestionId;
  /** The question, as its heading */
  title: string;
  /** How to answer it: the size check, where to look */
  help?: string;
  choices: readonly Choice[];
}

/** The questions in the order they are asked; the URL keeps the answers in this order too. */
export const questionOrder: readonly QuestionId[] = [
  "glass",
  "damage",
  "size",
  "where",
  "count",
  "age",
];

function question(id: QuestionId, answers: Answers): Question {
  switch (id) {
    case "glass":
      return { id, title: questions.glass.title, choices: glassChoices };
    case "damage":
      return {
        id,
        title: questions.damage.title,
        choices: choicesOf(["chip", "crack"], questions.damage.choices),
      };
    case "size": {
      const size = answers.damage === "crack" ? questions.crackSize : questions.chipSize;
      return {
        id,
        title: size.title,
        help: size.help,
        choices: choicesOf(["small", "large"], size.choices),
      };
    }
    case "where":
      return {
        id,
        title: questions.where.title,
        choices: choicesOf(["sight", "edge", "elsewhere"], questions.where.choices),
      };
    case "count":
      return {
        id,
        title: questions.count.title,
        choices: choicesOf(["one", "several"], questions.count.choices),
      };
    case "age":
      return {
        id,
        title: questions.age.title,
        choices: choicesOf(["new", "old"], questions.age.choices),
      };
  }
}

/** Whether a question is asked, given the answers before it. */
function isAsked(id: QuestionId, answers: Answers): boolean {
  if (id === "glass") return true;
  if (answers.glass !== "windshield") return false;
  if (id === "count") return answers.damage === "chip";
  return true;
}

/** The questions asked for these answers, in order, up to and including the first unanswered. */
export function askedQuestions(answers: Answers): Question[] {
  const asked: Question[] = [];
  for (const id of questionOrder) {
    if (!isAsked(id, answers)) continue;
    asked.push(question(id, answers));
    if (answers[id] === undefined) break;
  }
  return asked;
}

/** The next question to ask, or null when every question is answered. */
export function nextQuestion(answers: Answers): Question | null {
  const last = askedQuestions(answers).at(-1);
  return last && answers[last.id] === undefined ? last : null;
}

// The URL ---------------------------------------------------------------------------------

/**
 * The answers in a URL's query: each question's id as a parameter, read in question order and
 * only while each answer is one of its question's choices, so a hand-edited or stale URL gives
 * the questions answered so far and never an answer to a question not asked.
 */
export function parseAnswers(search: string | URLSearchParams): Answers {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const answers: Record<string, string> = {};
  for (const id of questionOrder) {
    if (!isAsked(id, answers as Answers)) continue;
    const value = params.get(id);
    const choices = question(id, answers as Answers).choices;
    if (value === null || !choices.some((c) => c.value === value)) break;
    answers[id] = value;
  }
  return answers as Answers;
}

/** The query string for some answers ("?glass=windshield&damage=chip"), "" for none. */
export function answersQuery(answers: Answers, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const id of questionOrder) {
    const value = answers[id];
    if (value !== undefined) params.set(id, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The answers with one more. */
export function withAnswer(answers: Answers, id: QuestionId, value: string): Answers {
  return parseAnswers(answersQuery({ ...answers, [id]: value } as Answers));
}

// The answer --------------------------------------------------------------------------------

/** One rule and whether this damage meets it, in plain words. */
export interface RuleCheck {
  id: "size" | "sight" | "edge" | "count" | "age";
  /** True when the rule allows a repair */
  ok: boolean;
  text: string;
}

export interface Estimate {
  /** Repair likely, replacement needed, or (for other glass) the service that fixes it */
  verdict: "repair" | "replace" | "service";
  /** The answer's heading */
  title: string;
  /** Why, in a sentence */
  summary: string;
  service: ServiceId;
  /** Price and time on site from the pricing table; null for a service priced in the quote */
  pricing: PricingEntry | null;
  /** The whole visit, where it is longer than the time on site (a windshield's drive-away) */
  visit?: string;
  /** Each rule that decided a windshield's answer; empty for other glass */
  rules: RuleCheck[];
  /** Whether insurance usually pays (not for wiper blades) */
  insurance: boolean;
  /** Whether to mention ADAS camera calibration (a new windshield) */
  adas: boolean;
}

function windshieldRules(
  answers: Required<Pick<Answers, "damage" | "size" | "where" | "age">> & Answers,
) {
  const chip = answers.damage === "chip";
  const check = (id: RuleCheck["id"], words: { ok: string; fails: string }, ok: boolean) => ({
    id,
    ok,
    text: ok ? words.ok : words.fails,
  });
  const rules: RuleCheck[] = [
    check("size", chip ? ruleText.chipSize : ruleText.crackSize, answers.size === "small"),
    check("sight", ruleText.sight, answers.where !== "sight"),
    check("edge", ruleText.edge, answers.where !== "edge"),
  ];
  if (chip) rules.push(check("count", ruleText.count, answers.count !== "several"));
  rules.push(check("age", ruleText.age, answers.age !== "old"));
  return rules;
}

/** Other glass: the service that fixes it, with its price from the pricing table. */
const otherGlass: Record<
  Exclude<Glass, "windshield">,
  { service: ServiceId; pricing: PricingEntry | null }
> = {
  side: { service: "side-window-replacement", pricing: pricing.sideWindow },
  rear: { service: "rear-window-replacement", pricing: pricing.rearWindow },
  sunroof: { service: "sunroof-glass-replacement", pricing: pricing.sunroofStandard },
  panoramic: { service: "sunroof-glass-replacement", pricing: pricing.sunroofPanoramic },
  mirror: { service: "mirror-replacement", pricing: null },
  wipers: { service: "windshield-wiper-replacement", pricing: pricing.wipers },
};

/** The estimate for a complete set of answers; null while a question is unanswered. */
export function estimate(answers: Answers): Estimate | null {
  const { glass } = answers;
  if (!glass || nextQuestion(answers)) return null;
  if (glass !== "windshield") {
    const other = otherGlass[glass];
    return {
      verdict: "service",
      ...other,
      ...answerText[glass],
      rules: [],
      insurance: glass !== "wipers",
      adas: false,
    };
  }
  const { damage, size, where, age } = answers;
  if (!damage || !size || !where || !age) return null;
  const rules = windshieldRules({ ...answers, damage, size, where, age });
  const failed = rules.filter((rule) => !rule.ok);
  if (failed.length === 0) {
    return {
      verdict: "repair",
      title: answerText.repair.title,
      summary: answerText.repair[damage],
      service: "windshield-repair",
      // The chip repair price is the repair service's; a crack's time is confirmed in the quote.
      pricing: damage === "chip" ? pricing.chipRepair : { price: pricing.chipRepair.price },
      rules,
      insurance: true,
      adas: false,
    };
  }
  return {
    verdict: "replace",
    title: answerText.replace.title,
    summary:
      failed.length === 1
        ? answerText.replace.oneRule
        : fillLater(answerText.replace.manyRules, { count: failed.length }),
    service: "windshield-replacement",
    pricing: pricing.windshield,
    visit: windshieldVisit,
    rules,
    insurance: true,
    adas: true,
  };
}

// Words for the quote form and a text message ------------------------------------------------

/** The chosen answers as a visitor reads them: "Windshield: a chip, smaller than a quarter, ..." */
export function describeAnswers(answers: Answers): string {
  const parts: string[] = [];
  for (const q of askedQuestions(answers)) {
    const value = answers[q.id];
    const choice = q.choices.find((c) => c.value === value);
    if (choice)
      parts.push(choice.said ?? (q.id === "glass" ? choice.label : choice.label.toLowerCase()));
  }
  return parts.join(", ");
}

/** The damage description the quote form is filled with: the answers and the estimate. */
export function damageDescription(answers: Answers): string {
  const result = estimate(answers);
  const described = describeAnswers(answers);
  const said = fillLater(sentText.answers, { answers: described });
  return result
    ? `${said} ${fillLater(sentText.result, { result: result.title.toLowerCase() })}`
    : said;
}

export const priceLabel = (price: PriceRange | undefined) => price?.label ?? null;

// The car and its glass: optional details that make the estimate closer ------------------------

/** Whether there is a camera behind the rear-view mirror, as the visitor answers. */
const cameraValues = ["yes", "no", "unsure"] as const;
export type CameraAnswer = (typeof cameraValues)[number];
export const cameraChoices = choicesOf(cameraValues, detailText.camera);

/** Glass features that need a windshield made for them, which costs more than plain glass. */
const featureValues = ["rain", "heated", "hud"] as const;
export type GlassFeature = (typeof featureValues)[number];
export const featureChoices = choicesOf(featureValues, detailText.features);

/** What the visitor may add to the answers: the car, the camera, the glass's features. */
export interface Details {
  /** Model year, e.g. "2019" */
  year?: string;
  make?: string;
  model?: string;
  /** The car's VIN, only once it passes every check, as a VIN is written */
  vin?: string;
  camera?: CameraAnswer;
  features?: GlassFeature[];
}

/** A make or model as a URL may carry it: letters, digits and a few marks, 40 characters. */
const vehicleWord = /^[\p{L}\p{N}][\p{L}\p{N} .&'/+-]{0,39}$/u;

/**
 * The details in a URL's query (`year`, `make`, `model`, `vin`, `camera`, `features`), each
 * checked.
 */
export function parseDetails(search: string | URLSearchParams): Details {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const details: Details = {};
  const year = params.get("year") ?? "";
  if (/^(19|20)\d\d$/.test(year)) details.year = year;
  const make = (params.get("make") ?? "").trim();
  if (vehicleWord.test(make)) {
    details.make = make;
    const model = (params.get("model") ?? "").trim();
    if (vehicleWord.test(model)) details.model = model;
  }
  const vin = normalizeVin(params.get("vin") ?? "");
  if (vin.length === vinLength && checkVin(vin) === null) details.vin = vin;
  const camera = params.get("camera");
  const knownCamera = cameraChoices.find((c) => c.value === camera);
  if (knownCamera) details.camera = knownCamera.value;
  const features = (params.get("features") ?? "")
    .split(",")
    .filter((value): value is GlassFeature => featureChoices.some((c) => c.value === value));
  if (features.length > 0) details.features = [...new Set(features)];
  return details;
}

/** The details as query parameters, for `answersQuery`'s `extra`. */
export function detailsParams(details: Details): Record<string, string> {
  const params: Record<string, string> = {};
  if (details.year) params.year = details.year;
  if (details.make) params.make = details.make;
  if (details.make && details.model) params.model = details.model;
  if (details.vin) params.vin = details.vin;
  if (details.camera) params.camera = details.camera;
  if (details.features?.length) params.features = details.features.join(",");
  return params;
}

/** "2019 Honda Civic", "Honda", "2019": what the visitor told of the car; null for nothing. */
export function vehicleName(details: Details): string | null {
  const name = [details.year, details.make, details.model].filter(Boolean).join(" ");
  return name || null;
}

/** ADAS calibration with a new windshield: needed (a camera), or possible (not sure). */
export interface Calibration {
  status: "needed" | "possible";
  pricing: PricingEntry;
}

/** Only a new windshield moves the camera: a repair, or other glass, never needs calibrating. */
export function calibrationFor(result: Estimate, details: Details): Calibration | null {
  if (result.verdict !== "replace") return null;
  if (details.camera === "yes") return { status: "needed", pricing: pricing.adasCalibration };
  if (details.camera === "unsure") return { status: "possible", pricing: pricing.adasCalibration };
  return null;
}

/** The features of a new windshield that raise its price, as a sentence; null for none. */
export function featureNote(result: Estimate, details: Details): string | null {
  if (result.verdict !== "replace" || !details.features?.length) return null;
  const names = featureChoices
    .filter((c) => details.features!.includes(c.value))
    .map((c) => c.label.toLowerCase());
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  return fillLater(detailText.featureNote, { features: list });
}

/**
 * The estimate as the owner reads it with the lead: the answer, its price and time, and the
 * calibration and glass features, so the first call back starts with a price.
 */
export function estimateSummary(answers: Answers, details: Details = {}): string {
  const result = estimate(answers);
  if (!result) return "";
  const priced = (pricing: { price: { label: string }; duration?: string }, withTime: string) =>
    pricing.duration
      ? fillLater(withTime, { price: pricing.price.label, duration: pricing.duration })
      : pricing.price.label;
  const lines = [
    fillLater(sentText.summary, {
      result: result.title,
      price: result.pricing ? priced(result.pricing, sentText.priceAndTime) : sentText.priceInQuote,
    }),
  ];
  const calibration = calibrationFor(result, details);
  if (calibration) {
    lines.push(
      fillLater(
        calibration.status === "needed" ? sentText.calibrationNeeded : sentText.calibrationPossible,
        { price: priced(calibration.pricing, sentText.calibrationPriceAndTime) },
      ),
    );
  } else if (result.verdict === "replace" && details.camera === "no") {
    lines.push(sentText.noCamera);
  }
  if (result.verdict === "replace" && details.features?.length) {
    lines.push(
      fillLater(sentText.glass, {
        features: featureChoices
          .filter((c) => details.features!.includes(c.value))
          .map((c) => c.label.toLowerCase())
          .join(", "),
      }),
    );
  }
  return lines.join(" ");
}
