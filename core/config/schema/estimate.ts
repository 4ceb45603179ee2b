import { z } from "../editor-labels";
import { copy, needs, obj, sectionHead, wordsOf } from "./fields";

/**
 * The instant estimate: the repair rules' figures, and the tool's questions, answers and rules
 * in words.
 */

/**
 * The repair rules: when a windshield can be repaired and when it needs replacing, with the
 * figures they turn on, which every page and the instant estimate quote as
 * `{{repairRules.crackLength}}`.
 */
export const repairRulesSchema = obj({
  figures: obj({
    chipCoin: copy("The coin").field("The coin a chip is held against", "e.g. a quarter"),
    chipCoinSize: copy("The size").field("The coin's size", "e.g. about 1 inch across"),
    crackGauge: copy("The note").field("What a crack is held against", "e.g. a banknote"),
    crackLength: copy("The length").field("The longest crack a repair holds", "e.g. 6 inches"),
    crackLengthMetric: copy("The length").field("The same length in millimetres"),
    edgeDistance: copy("The distance").field(
      "How near the edge is too near",
      "e.g. about 2 inches",
    ),
    damageAge: copy("The age").field("The oldest damage a repair bonds to", "e.g. 6 months"),
  }).field("The rules' figures", "Every page quotes them as {{repairRules.crackLength}} and so on"),
  head: sectionHead,
  repairable: obj({
    heading: copy("The heading").field("Heading"),
    items: z.array(copy("A rule")).min(1).field("Rules"),
  }).field("Usually repairable"),
  needsReplacement: obj({
    heading: copy("The heading").field("Heading"),
    items: z.array(copy("A rule")).min(1).field("Rules"),
  }).field("Needs a replacement"),
  sizeChecks: obj({
    chip: copy("The caption").field("Under the coin check"),
    crack: copy("The caption").field("Under the banknote check"),
    summary: copy("The caption").field("Under both checks together"),
  }).field("The size checks' captions"),
  chipRepairCaption: copy("The caption").field("Under the chip repair's four pictures"),
  aftercare: obj({
    title: copy("The title").field("Title"),
    wait: copy("The point").field("Before driving"),
    avoid: copy("The point").field("Car washes and highways"),
  }).field("After a new windshield"),
});

/** One answer to one of the estimate's questions. */
const estimateChoice = (name: string) =>
  obj({
    label: copy("The answer").field("Answer"),
    hint: z.string().trim().min(1).optional().field("Hint", "A line under the answer"),
    said: z
      .string()
      .trim()
      .min(1)
      .optional()
      .field(
        "In a sentence",
        "How the answer reads in the request, where the answer alone would not",
      ),
  }).field(name);

/** One of the estimate's questions, its answers by what each means (the code's). */
const estimateQuestion = <K extends string>(name: string, choices: Record<K, string>) =>
  obj({
    title: copy("The question").field("Question"),
    help: z.string().trim().min(1).optional().field("How to tell", "Under the question"),
    choices: obj(
      Object.fromEntries(
        Object.entries<string>(choices).map(([key, label]) => [key, estimateChoice(label)]),
      ) as Record<K, ReturnType<typeof estimateChoice>>,
    ).field("Answers"),
  }).field(name);

/** A repair rule as the estimate says it of the damage: met, or not. */
const estimateRule = (name: string) =>
  obj({
    ok: copy("The sentence").field("When the damage meets it"),
    fails: copy("The sentence").field("When it does not"),
  }).field(name);

/** An answer for glass other than a windshield: the service that fixes it. */
const serviceAnswer = (name: string) =>
  obj({
    title: copy("The title").field("Title"),
    summary: copy("The sentence").field("Why"),
  }).field(name);

/** The instant estimate page: the tool's questions and answers, and the sections around it. */
export const estimatePageSchema = obj({
  questions: obj({
    glass: estimateQuestion("Which glass", {
      windshield: "Windshield",
      side: "Side window",
      rear: "Rear window",
      sunroof: "Sunroof",
      panoramic: "Panoramic sunroof",
      mirror: "Side mirror",
      wipers: "Wiper blades",
    }),
    damage: estimateQuestion("Chip or crack", { chip: "A chip", crack: "A crack" }),
    crackSize: estimateQuestion("A crack's length", { small: "Short enough", large: "Too long" }),
    chipSize: estimateQuestion("A chip's size", { small: "Small enough", large: "Too large" }),
    where: estimateQuestion("Where on the glass", {
      sight: "In the line of sight",
      edge: "Near the edge",
      elsewhere: "Elsewhere",
    }),
    count: estimateQuestion("How many chips", { one: "One", several: "Several" }),
    age: estimateQuestion("How old", { new: "Recent", old: "Old" }),
  }).field("The questions", "The rules' figures are tokens: {{repairRules.chipCoin}} and so on"),
  rules: obj({
    chipSize: estimateRule("A chip's size"),
    crackSize: estimateRule("A crack's length"),
    sight: estimateRule("The line of sight"),
    edge: estimateRule("The edge"),
    count: estimateRule("How many chips"),
    age: estimateRule("How old"),
  }).field("What decided it", "Each rule as the answer says it"),
  answers: obj({
    repair: obj({
      title: copy("The title").field("Title"),
      chip: copy("The sentence").field("Why, for a chip"),
      crack: copy("The sentence").field("Why, for a crack"),
    }).field("Repair likely"),
    replace: obj({
      title: copy("The title").field("Title"),
      oneRule: copy("The sentence").field("Why, when one rule is not met"),
      manyRules: copy("The sentence")
        .refine((value) => value.includes("{{count}}"), "The sentence needs {{count}}")
        .field("Why, when more are not", "{{count}} is how many"),
    }).field("Replacement needed"),
    side: serviceAnswer("Side window"),
    rear: serviceAnswer("Rear window"),
    sunroof: serviceAnswer("Sunroof"),
    panoramic: serviceAnswer("Panoramic sunroof"),
    mirror: serviceAnswer("Side mirror"),
    wipers: serviceAnswer("Wiper blades"),
  }).field("The answers"),
  details: obj({
    camera: obj({
      yes: estimateChoice("Yes"),
      no: estimateChoice("No"),
      unsure: estimateChoice("Not sure"),
    }).field("A camera behind the mirror"),
    features: obj({
      rain: estimateChoice("Rain sensor"),
      heated: estimateChoice("Heated windshield"),
      hud: estimateChoice("Heads-up display"),
    }).field("The glass's features"),
    featureNote: copy("The note")
      .refine((value) => value.includes("{{features}}"), "The note needs {{features}}")
      .field("A new windshield with features", "{{features}} names the ones ticked"),
  }).field("The car and its glass"),
  sent: obj({
    answers: copy("The sentence")
      .refine((value) => value.includes("{{answers}}"), "The sentence needs {{answers}}")
      .field("The answers, in the request", "{{answers}} lists them"),
    result: copy("The sentence")
      .refine((value) => value.includes("{{result}}"), "The sentence needs {{result}}")
      .field("The answer, in the request", "{{result}} is the answer's title"),
    summary: needs(copy("The sentence"), "{{result}}", "{{price}}").field(
      "The estimate in one line, above the form and in the request",
      "{{result}} is the answer's title, {{price}} its price (and time)",
    ),
    priceAndTime: needs(copy("The words"), "{{price}}", "{{duration}}").field(
      "A price with its time on site",
      "{{price}} and {{duration}}",
    ),
    priceInQuote: copy("The words").field("In place of a price the estimate cannot give"),
    calibrationNeeded: needs(copy("The sentence"), "{{price}}").field(
      "Calibration, with a camera",
      "{{price}} is its price (and time)",
    ),
    calibrationPossible: needs(copy("The sentence"), "{{price}}").field(
      "Calibration, when not sure of a camera",
      "{{price}} is its price (and time)",
    ),
    calibrationPriceAndTime: needs(copy("The words"), "{{price}}", "{{duration}}").field(
      "Calibration's price with its time",
      "{{price}} and {{duration}}",
    ),
    noCamera: copy("The sentence").field("No camera behind the mirror"),
    glass: needs(copy("The sentence"), "{{features}}").field(
      "The glass's features",
      "{{features}} names the ones ticked",
    ),
  }).field("What goes in the quote form"),
  tool: wordsOf({
    noScriptTitle: "Without JavaScript: title",
    noScript: "Without JavaScript: text",
    noScriptRules: "Without JavaScript: link to the rules",
    noScriptPrices: "Without JavaScript: link to the prices",
    noScriptCities: "Without JavaScript: link to the cities",
    questionNumber: ["Which question", "{{n}} is its number"],
    yourAnswers: "Above the answer: your answers",
    startOver: "Start over",
    previous: "Previous question",
    yourEstimate: "Above the answer",
    decided: "Above the rules",
    meets: ["A rule met", "Read out by screen readers"],
    fails: ["A rule not met", "Read out by screen readers"],
    price: "Price",
    time: "Time on site",
    wholeVisit: ["Whole visit", "Read out by screen readers"],
    visit: ["The whole visit", "{{visit}} is how long it takes"],
    calibration: "Calibration with a camera",
    calibrationIfCamera: "Calibration when not sure",
    more: ["Link to the service", "{{service}} is its name"],
    insurance: "Insurance note",
    adas: "Calibration note",
    closer: "Above the car",
    cameraQuestion: "The camera question",
    cameraPicture: ["The camera's picture", "Read out by screen readers"],
    cameraHelp: "How to tell",
    cameraLink: "Link to calibration",
    featuresQuestion: "The features question",
    featuresHelp: "Under it",
    send: "Send button",
    text: "Text button",
    changeLast: "Back a step",
    sendTitle: ["Above the form", "{{result}} is the answer"],
    sendNote: "Under it",
    backToEstimate: "Back to the answer",
    postalArea: ["In the request", "{{code}} is the postal area"],
  }).field("The tool's words"),
  car: wordsOf({
    ask: "Which car",
    yours: ["The car chosen", "{{car}} is its name"],
    help: ["How to choose", "{{unknown}} is the first choice"],
    unknown: "The first choice",
    failed: "When the list did not load",
    loading: "While it loads",
    year: "Year",
    make: "Make",
    model: "Model",
    fromVin: "Once a VIN has filled in the year or make",
  }).field("The car"),
  prices: obj({
    head: sectionHead,
    columns: obj({
      service: copy("The heading").field("Service column"),
      price: copy("The heading").field("Price column"),
      andTime: copy("The words").field(
        "After the price column's heading on phones",
        "Where the time goes under the price",
      ),
      time: copy("The heading").field("Time column"),
    }).field("The table's column headings"),
    noPrice: copy("The words").field("In place of a price", "A service priced in the free quote"),
    noTime: copy("The words").field("In place of a time", "A service priced in the free quote"),
    timeToConfirm: copy("The words").field(
      "In place of a time",
      "A priced job whose time the quote confirms",
    ),
  }).field("Prices"),
  coverage: obj({
    head: sectionHead,
    checkTitle: copy("The title").field("Postal code check's title"),
    mapCaption: copy("The caption").field("Under the map", "The map data's credit follows it"),
  }).field("Where we work"),
  place: copy("The place").field(
    "Where a request from this page is from",
    "The inbox shows it with each request sent from the instant estimate's form",
  ),
});
export type EstimatePageContent = z.infer<typeof estimatePageSchema>;
export type RepairRulesContent = z.infer<typeof repairRulesSchema>;
