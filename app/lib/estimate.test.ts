import { describe, expect, it } from "vitest";
import stored from "../../content/estimate.json";
import { estimateToolText } from "../data/estimate-text";
import { pricing, windshieldVisit } from "../../core/data/pricing";
import { repairability, repairRuleFigures } from "../../core/data/repair-rules";
import { services } from "../../core/data/services";
import {
  answersQuery,
  askedQuestions,
  damageDescription,
  describeAnswers,
  estimate,
  glassChoices,
  nextQuestion,
  parseAnswers,
  withAnswer,
  type Answers,
  calibrationFor,
  detailsParams,
  estimateSummary,
  featureNote,
  parseDetails,
  vehicleName,
} from "./estimate";

/** A repairable chip: every rule met. */
const goodChip: Answers = {
  glass: "windshield",
  damage: "chip",
  size: "small",
  where: "elsewhere",
  count: "one",
  age: "new",
};
const goodCrack: Answers = {
  glass: "windshield",
  damage: "crack",
  size: "small",
  where: "elsewhere",
  age: "new",
};

describe("the questions", () => {
  it("start with the glass, and ask nothing more for glass that is not a windshield", () => {
    expect(nextQuestion({})?.id).toBe("glass");
    for (const { value } of glassChoices.filter((c) => c.value !== "windshield")) {
      expect(nextQuestion({ glass: value })).toBeNull();
      expect(askedQuestions({ glass: value }).map((q) => q.id)).toEqual(["glass"]);
    }
  });

  it("ask a chip's size against a quarter and a crack's against a banknote", () => {
    const chip = nextQuestion({ glass: "windshield", damage: "chip" });
    expect(chip?.title).toMatch(/quarter/);
    expect(chip?.help).toMatch(/about 1 inch/);
    const crack = nextQuestion({ glass: "windshield", damage: "crack" });
    expect(crack?.title).toMatch(/banknote/);
    expect(crack?.help).toMatch(/6 inches \(152\.4 mm\)/);
  });

  it("ask how many chips for a chip, not for a crack", () => {
    expect(askedQuestions(goodChip).map((q) => q.id)).toEqual([
      "glass",
      "damage",
      "size",
      "where",
      "count",
      "age",
    ]);
    expect(askedQuestions(goodCrack).map((q) => q.id)).toEqual([
      "glass",
      "damage",
      "size",
      "where",
      "age",
    ]);
    expect(nextQuestion(goodChip)).toBeNull();
    expect(nextQuestion({ ...goodChip, count: undefined })?.id).toBe("count");
  });

  it("offer where it is: the line of sight, near the edge (about 2 inches), elsewhere", () => {
    const where = nextQuestion({ glass: "windshield", damage: "chip", size: "small" });
    expect(where?.choices.map((c) => c.value)).toEqual(["sight", "edge", "elsewhere"]);
    expect(where?.choices[1]?.hint).toMatch(/about 2 inches/);
  });
});

describe("the URL", () => {
  it("round-trips the answers in question order", () => {
    const query = answersQuery(goodChip);
    expect(query).toBe(
      "?glass=windshield&damage=chip&size=small&where=elsewhere&count=one&age=new",
    );
    expect(parseAnswers(query)).toEqual(goodChip);
    expect(answersQuery({})).toBe("");
    expect(answersQuery({ glass: "side" }, { postal: "M5V" })).toBe("?glass=side&postal=M5V");
  });

  it("keeps only the answers before the first missing or wrong one", () => {
    expect(parseAnswers("?glass=windshield&damage=dent&size=small")).toEqual({
      glass: "windshield",
    });
    expect(parseAnswers("?damage=chip")).toEqual({});
    expect(parseAnswers("?glass=boat")).toEqual({});
    // An answer to a question that is not asked is dropped
    expect(parseAnswers("?glass=side&damage=chip")).toEqual({ glass: "side" });
    expect(parseAnswers("?glass=windshield&damage=crack&size=small&where=edge&count=one")).toEqual({
      glass: "windshield",
      damage: "crack",
      size: "small",
      where: "edge",
    });
  });

  it("adds an answer, dropping any that no longer follow", () => {
    expect(withAnswer(goodChip, "glass", "rear")).toEqual({ glass: "rear" });
    expect(withAnswer({ glass: "windshield" }, "damage", "crack")).toEqual({
      glass: "windshield",
      damage: "crack",
    });
  });
});

describe("repair or replace", () => {
  it("is a repair when every rule is met, chip or crack, at the repair price", () => {
    const chip = estimate(goodChip);
    expect(chip?.verdict).toBe("repair");
    expect(chip?.service).toBe("windshield-repair");
    expect(chip?.pricing).toBe(pricing.chipRepair);
    expect(chip?.rules.map((r) => r.id)).toEqual(["size", "sight", "edge", "count", "age"]);
    expect(chip?.rules.every((r) => r.ok)).toBe(true);
    expect(chip?.adas).toBe(false);
    expect(chip?.insurance).toBe(true);

    const crack = estimate(goodCrack);
    expect(crack?.verdict).toBe("repair");
    expect(crack?.pricing?.price).toBe(pricing.chipRepair.price);
    // A crack's time on site is confirmed in the quote, not the chip repair's half hour
    expect(crack?.pricing?.duration).toBeUndefined();
    expect(crack?.rules.map((r) => r.id)).toEqual(["size", "sight", "edge", "age"]);
  });

  const failing: [string, Answers, string, RegExp][] = [
    [
      "a chip larger than a quarter",
      { ...goodChip, size: "large" },
      "size",
      /larger than a quarter/,
    ],
    ["a crack of 6 inches or more", { ...goodCrack, size: "large" }, "size", /6 inches or longer/],
    ["in the line of sight", { ...goodChip, where: "sight" }, "sight", /line of sight/],
    ["at the edge", { ...goodCrack, where: "edge" }, "edge", /about 2 inches of the edge/],
    ["several chips", { ...goodChip, count: "several" }, "count", /two or more chips/],
    ["6 months old or more", { ...goodCrack, age: "old" }, "age", /6 months old or more/],
  ];
  for (const [what, answers, rule, words] of failing) {
    it(`is a replacement for damage ${what}, saying so`, () => {
      const result = estimate(answers);
      expect(result?.verdict).toBe("replace");
      expect(result?.service).toBe("windshield-replacement");
      expect(result?.pricing).toBe(pricing.windshield);
      expect(result?.visit).toBe(windshieldVisit);
      expect(result?.adas).toBe(true);
      const failed = result?.rules.filter((r) => !r.ok) ?? [];
      expect(failed.map((r) => r.id)).toEqual([rule]);
      expect(failed[0]?.text).toMatch(words);
      expect(result?.summary).toMatch(/^One of the repair rules/);
    });
  }

  it("lists every rule that failed", () => {
    const result = estimate({
      ...goodChip,
      size: "large",
      where: "sight",
      count: "several",
      age: "old",
    });
    expect(result?.rules.filter((r) => !r.ok).map((r) => r.id)).toEqual([
      "size",
      "sight",
      "count",
      "age",
    ]);
    expect(result?.summary).toMatch(/^4 of the repair rules/);
  });

  it("follows the published repairability rules", () => {
    // Each replacement reason the pages publish is one the estimate applies
    expect(repairability.needsReplacement).toHaveLength(5);
    expect(repairability.repairable.join(" ")).toMatch(/quarter.*6 inches.*6 months.*edge/s);
  });

  it("is nothing until every question is answered", () => {
    expect(estimate({})).toBeNull();
    expect(estimate({ glass: "windshield", damage: "chip" })).toBeNull();
    expect(estimate({ ...goodChip, age: undefined })).toBeNull();
  });
});

describe("other glass", () => {
  const expected = {
    side: ["side-window-replacement", pricing.sideWindow],
    rear: ["rear-window-replacement", pricing.rearWindow],
    sunroof: ["sunroof-glass-replacement", pricing.sunroofStandard],
    panoramic: ["sunroof-glass-replacement", pricing.sunroofPanoramic],
    mirror: ["mirror-replacement", null],
    wipers: ["windshield-wiper-replacement", pricing.wipers],
  } as const;

  for (const [glass, [service, entry]] of Object.entries(expected)) {
    it(`${glass}: the service that fixes it, at the pricing table's price`, () => {
      const result = estimate({ glass: glass as Answers["glass"] });
      expect(result?.verdict).toBe("service");
      expect(result?.service).toBe(service);
      expect(result?.pricing).toBe(entry);
      expect(result?.rules).toEqual([]);
      expect(result?.adas).toBe(false);
      // Insurers do not pay for wiper blades
      expect(result?.insurance).toBe(glass !== "wipers");
      expect(services.some((s) => s.id === service)).toBe(true);
    });
  }
});

describe("the words sent with a quote", () => {
  it("describe the answers and the result", () => {
    expect(describeAnswers(goodChip)).toBe(
      "Windshield, a chip, smaller than a quarter, away from the edge and the driver's line of sight, a single chip, less than 6 months old",
    );
    expect(damageDescription(goodChip)).toBe(
      "From the instant estimate: Windshield, a chip, smaller than a quarter, away from the edge and the driver's line of sight, a single chip, less than 6 months old. Result: repair likely.",
    );
    expect(damageDescription({ glass: "windshield" })).toBe(
      "From the instant estimate: Windshield.",
    );
    expect(damageDescription({ glass: "panoramic" })).toMatch(/Panoramic sunroof\. Result:/);
  });
});

describe("the car and its glass", () => {
  const oldCrack: Answers = { ...goodCrack, age: "old" };
  const replace = estimate(oldCrack)!;
  const repair = estimate(goodChip)!;

  it("reads the car, the camera and the features from the URL, and drops what is not sane", () => {
    const details = parseDetails(
      "?year=2019&make=Honda&model=CR-V&camera=yes&features=rain,hud,rain,fog",
    );
    expect(details).toEqual({
      year: "2019",
      make: "Honda",
      model: "CR-V",
      camera: "yes",
      features: ["rain", "hud"],
    });
    expect(vehicleName(details)).toBe("2019 Honda CR-V");
    expect(parseDetails(new URLSearchParams(detailsParams(details)))).toEqual(details);
    expect(parseDetails("?year=3019&make=<script>&model=x&camera=maybe")).toEqual({});
    // A model without a make means nothing.
    expect(parseDetails("?model=Civic")).toEqual({});
    expect(vehicleName({})).toBeNull();
  });

  it("adds ADAS calibration, at the price table's price and time, only to a new windshield", () => {
    expect(calibrationFor(replace, { camera: "yes" })).toEqual({
      status: "needed",
      pricing: pricing.adasCalibration,
    });
    expect(calibrationFor(replace, { camera: "unsure" })?.status).toBe("possible");
    expect(calibrationFor(replace, { camera: "no" })).toBeNull();
    expect(calibrationFor(replace, {})).toBeNull();
    expect(calibrationFor(repair, { camera: "yes" })).toBeNull();
    expect(calibrationFor(estimate({ glass: "rear" })!, { camera: "yes" })).toBeNull();
  });

  it("notes the glass features that raise a new windshield's price, and only for one", () => {
    expect(featureNote(replace, { features: ["rain", "heated"] })).toMatch(
      /^A windshield with a rain sensor and heated windshield is made for it/,
    );
    expect(featureNote(replace, {})).toBeNull();
    expect(featureNote(repair, { features: ["hud"] })).toBeNull();
  });

  it("sums the estimate up for the lead, with the prices of the price table", () => {
    const summary = estimateSummary(oldCrack, { camera: "yes", features: ["hud"] });
    expect(summary).toContain(`Replacement needed: ${pricing.windshield.price.label}`);
    expect(summary).toContain(pricing.windshield.duration!);
    expect(summary).toContain(
      `ADAS calibration needed (camera behind the mirror): ${pricing.adasCalibration.price.label}, ${pricing.adasCalibration.duration!}`,
    );
    expect(summary).toContain("Glass: heads-up display.");
    expect(estimateSummary(goodChip)).toBe(
      `Repair likely: ${pricing.chipRepair.price.label}, ${pricing.chipRepair.duration!} on site.`,
    );
    expect(estimateSummary({ glass: "windshield" })).toBe("");
  });
});

describe("the estimate's words", () => {
  it("are content/estimate.json's, with the repair rules' figures it asks and answers by", () => {
    const [, , chipSize] = askedQuestions({ glass: "windshield", damage: "chip" });
    expect(stored.questions.chipSize.title).toContain("{{repairRules.chipCoin}}");
    expect(chipSize!.title).toBe(
      stored.questions.chipSize.title.replace(
        "{{repairRules.chipCoin}}",
        repairRuleFigures.chipCoin,
      ),
    );
    const [, , crackSize] = askedQuestions({ glass: "windshield", damage: "crack" });
    expect(crackSize!.choices.map((c) => c.hint)).toEqual([
      `Under ${repairRuleFigures.crackLength}`,
      `${repairRuleFigures.crackLength} or more`,
    ]);
    const old = estimate({ ...goodChip, age: "old", where: "edge" })!;
    expect(old.rules.filter((r) => !r.ok).map((r) => r.text)).toEqual([
      estimateToolText.rules.edge.fails,
      estimateToolText.rules.age.fails,
    ]);
    expect(estimateToolText.rules.age.fails).toContain(repairRuleFigures.damageAge);
    expect(old.summary).toBe(estimateToolText.answers.replace.manyRules.replace("{{count}}", "2"));
    expect(estimate({ glass: "mirror" })!.title).toBe(stored.answers.mirror.title);
    // The one-line summary the request carries, in the words of content/estimate.json.
    expect(estimateSummary({ ...goodCrack, age: "old" }, { camera: "no" })).toBe(
      `${stored.sent.summary
        .replace("{{result}}", stored.answers.replace.title)
        .replace(
          "{{price}}",
          stored.sent.priceAndTime
            .replace("{{price}}", pricing.windshield.price.label)
            .replace("{{duration}}", pricing.windshield.duration!),
        )} ${stored.sent.noCamera}`,
    );
    // Every figure filled in; only what an answer knows is left for it.
    expect(new Set(JSON.stringify(estimateToolText).match(/\{\{[^}]+\}\}/g))).toEqual(
      new Set(
        ["count", "features", "answers", "result", "n", "visit", "service", "result", "code"]
          .concat(["car", "unknown", "price", "duration"])
          .map((token) => `{{${token}}}`),
      ),
    );
  });
});
