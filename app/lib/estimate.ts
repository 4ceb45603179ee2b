import { pricing, windshieldVisit, type PricingEntry, type PriceRange } from "../data/pricing";
import type { ServiceId } from "../data/services/types";

/**
 * The instant estimate: repair or replace, what it costs and how long it takes, from a few
 * answers. The rules are the site's repairability rules (content/repair-rules.json):
 * a chip smaller than a quarter, a crack shorter than a banknote (6 inches), out of the driver's
 * line of sight, away from the edge, a single chip, less than 6 months old. Prices and times are
 * the pricing table's. Pure: the page and its island read the answers from the URL and render
 * what this module returns.
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

export const glassChoices = [
  { value: "windshield", label: "Windshield", hint: "The front glass" },
  { value: "side", label: "Side window", hint: "A door or quarter window" },
  { value: "rear", label: "Rear window", hint: "The back glass, with its defroster" },
  { value: "sunroof", label: "Sunroof", hint: "A standard tilt or sliding panel" },
  { value: "panoramic", label: "Panoramic sunroof", hint: "A glass roof over both rows" },
  { value: "mirror", label: "Side mirror", hint: "Cracked or broken mirror glass" },
  { value: "wipers", label: "Wiper blades", hint: "Streaking, chattering or worn blades" },
] as const satisfies readonly Choice[];

export type Glass = (typeof glassChoices)[number]["value"];

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
      return { id, title: "Which glass is damaged?", choices: glassChoices };
    case "damage":
      return {
        id,
        title: "Is it a chip or a crack?",
        choices: [
          { value: "chip", label: "A chip", hint: "A small pit, star or bullseye" },
          { value: "crack", label: "A crack", hint: "A line running across the glass" },
        ],
      };
    case "size":
      return answers.damage === "crack"
        ? {
            id,
            title: "Is the crack shorter than a banknote?",
            help: "Hold any Canadian banknote against it: notes are 6 inches (152.4 mm) long.",
            choices: [
              { value: "small", label: "Shorter than a banknote", hint: "Under 6 inches" },
              { value: "large", label: "Longer than a banknote", hint: "6 inches or more" },
            ],
          }
        : {
            id,
            title: "Is the chip smaller than a quarter?",
            help: "Hold a quarter over it: a quarter is about 1 inch across.",
            choices: [
              { value: "small", label: "Smaller than a quarter", hint: "The coin covers it" },
              { value: "large", label: "Larger than a quarter", hint: "It shows around the coin" },
            ],
          };
    case "where":
      return {
        id,
        title: "Where on the windshield is it?",
        choices: [
          {
            value: "sight",
            label: "In the driver's line of sight",
            hint: "The area in front of the steering wheel you look through",
          },
          {
            value: "edge",
            label: "Near the edge",
            hint: "Within about 2 inches of the edge of the glass",
            said: "within about 2 inches of the edge",
          },
          {
            value: "elsewhere",
            label: "Somewhere else",
            hint: "Away from both",
            said: "away from the edge and the driver's line of sight",
          },
        ],
      };
    case "count":
      return {
        id,
        title: "How many chips are there?",
        choices: [
          { value: "one", label: "Just one", said: "a single chip" },
          { value: "several", label: "Two or more", said: "two or more chips" },
        ],
      };
    case "age":
      return {
        id,
        title: "How old is the damage?",
        choices: [
          { value: "new", label: "Less than 6 months old" },
          { value: "old", label: "6 months or more" },
        ],
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
  const rules: RuleCheck[] = [
    chip
      ? answers.size === "small"
        ? {
            id: "size",
            ok: true,
            text: "The chip is smaller than a quarter (about 1 inch across).",
          }
        : {
            id: "size",
            ok: false,
            text: "The chip is larger than a quarter: too big to fill and stay clear and strong.",
          }
      : answers.size === "small"
        ? { id: "size", ok: true, text: "The crack is shorter than a banknote (6 inches)." }
        : {
            id: "size",
            ok: false,
            text: "The crack is 6 inches or longer: longer than a repair can safely hold.",
          },
    answers.where === "sight"
      ? {
          id: "sight",
          ok: false,
          text: "It's in the driver's line of sight, where even a good repair can leave a mark you look through.",
        }
      : { id: "sight", ok: true, text: "It's out of the driver's line of sight." },
    answers.where === "edge"
      ? {
          id: "edge",
          ok: false,
          text: "It's within about 2 inches of the edge, where damage spreads and the glass is under the most stress.",
        }
      : { id: "edge", ok: true, text: "It's away from the edge of the glass." },
  ];
  if (chip) {
    rules.push(
      answers.count === "several"
        ? {
            id: "count",
            ok: false,
            text: "There are two or more chips: together they weaken the windshield.",
          }
        : { id: "count", ok: true, text: "It's a single chip." },
    );
  }
  rules.push(
    answers.age === "old"
      ? {
          id: "age",
          ok: false,
          text: "It's 6 months old or more: dirt and moisture in old damage stop a repair from bonding well.",
        }
      : { id: "age", ok: true, text: "It's less than 6 months old." },
  );
  return rules;
}

/** Other glass: the service that fixes it, with its price from the pricing table. */
const otherGlass: Record<
  Exclude<Glass, "windshield">,
  { service: ServiceId; pricing: PricingEntry | null; title: string; summary: string }
> = {
  side: {
    service: "side-window-replacement",
    pricing: pricing.sideWindow,
    title: "Side window replacement",
    summary:
      "Side windows are tempered glass: when one breaks it shatters, so it is replaced, not repaired.",
  },
  rear: {
    service: "rear-window-replacement",
    pricing: pricing.rearWindow,
    title: "Rear window replacement",
    summary:
      "Rear windows are tempered glass, with defrost and antenna lines in them: a broken one is replaced, not repaired.",
  },
  sunroof: {
    service: "sunroof-glass-replacement",
    pricing: pricing.sunroofStandard,
    title: "Sunroof glass replacement",
    summary: "Roof glass is tempered and under stress: a chipped or shattered panel is replaced.",
  },
  panoramic: {
    service: "sunroof-glass-replacement",
    pricing: pricing.sunroofPanoramic,
    title: "Panoramic sunroof replacement",
    summary:
      "A panoramic roof is a large tempered panel: a broken one is replaced, a longer job than a standard sunroof.",
  },
  mirror: {
    service: "mirror-replacement",
    pricing: null,
    title: "Side mirror glass replacement",
    summary:
      "Mirror glass differs from one vehicle to the next, heated or not, with a blind-spot light or without, so we price it in your free quote once we know your car.",
  },
  wipers: {
    service: "windshield-wiper-replacement",
    pricing: pricing.wipers,
    title: "New wiper blades",
    summary: "Worn blades streak and chatter: we fit new ones made for your car where it's parked.",
  },
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
      title: "Repair likely",
      summary: `${damage === "chip" ? "A chip" : "A crack"} like this can usually be repaired where your car is parked, for far less than a new windshield. A technician confirms it when they see the glass.`,
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
    title: "Replacement needed",
    summary:
      failed.length === 1
        ? "One of the repair rules isn't met, so a repair wouldn't be safe or wouldn't last: the windshield needs replacing."
        : `${failed.length} of the repair rules aren't met, so a repair wouldn't be safe or wouldn't last: the windshield needs replacing.`,
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
  return result
    ? `From the instant estimate: ${described}. Result: ${result.title.toLowerCase()}.`
    : `From the instant estimate: ${described}.`;
}

export const priceLabel = (price: PriceRange | undefined) => price?.label ?? null;

// The car and its glass: optional details that make the estimate closer ------------------------

/** Whether there is a camera behind the rear-view mirror, as the visitor answers. */
export const cameraChoices = [
  { value: "yes", label: "Yes, there's a camera" },
  { value: "no", label: "No camera" },
  { value: "unsure", label: "I'm not sure" },
] as const satisfies readonly Choice[];
export type CameraAnswer = (typeof cameraChoices)[number]["value"];

/** Glass features that need a windshield made for them, which costs more than plain glass. */
export const featureChoices = [
  { value: "rain", label: "Rain sensor", hint: "Wipers that start by themselves" },
  { value: "heated", label: "Heated windshield", hint: "Fine wires or a de-icer zone" },
  { value: "hud", label: "Heads-up display", hint: "Speed shown on the glass" },
] as const satisfies readonly Choice[];
export type GlassFeature = (typeof featureChoices)[number]["value"];

/** What the visitor may add to the answers: the car, the camera, the glass's features. */
export interface Details {
  /** Model year, e.g. "2019" */
  year?: string;
  make?: string;
  model?: string;
  camera?: CameraAnswer;
  features?: GlassFeature[];
}

/** A make or model as a URL may carry it: letters, digits and a few marks, 40 characters. */
const vehicleWord = /^[\p{L}\p{N}][\p{L}\p{N} .&'/+-]{0,39}$/u;

/** The details in a URL's query (`year`, `make`, `model`, `camera`, `features`), each checked. */
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
  return `A windshield with a ${list} is made for it and costs more than plain glass, toward the top of the range or above it. Your free quote prices the exact glass for your car.`;
}

/**
 * The estimate as the owner reads it with the lead: the answer, its price and time, and the
 * calibration and glass features, so the first call back starts with a price.
 */
export function estimateSummary(answers: Answers, details: Details = {}): string {
  const result = estimate(answers);
  if (!result) return "";
  const lines = [
    `${result.title}: ${result.pricing?.price.label ?? "priced in the quote"}${result.pricing?.duration ? `, ${result.pricing.duration} on site` : ""}.`,
  ];
  const calibration = calibrationFor(result, details);
  if (calibration) {
    lines.push(
      `ADAS calibration ${calibration.status === "needed" ? "needed (camera behind the mirror)" : "possible (not sure about a camera)"}: ${calibration.pricing.price.label}${calibration.pricing.duration ? `, ${calibration.pricing.duration}` : ""}.`,
    );
  } else if (result.verdict === "replace" && details.camera === "no") {
    lines.push("No camera behind the mirror.");
  }
  if (result.verdict === "replace" && details.features?.length) {
    lines.push(
      `Glass: ${featureChoices
        .filter((c) => details.features!.includes(c.value))
        .map((c) => c.label.toLowerCase())
        .join(", ")}.`,
    );
  }
  return lines.join(" ");
}
