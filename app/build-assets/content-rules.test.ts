import { describe, expect, it } from "vitest";
import { jsonMistake, readContent, type ContentFile } from "./content";
import { contentRuleMistakes } from "./content-rules";

/**
 * The rules the build holds content to beyond its schemas (./content-rules.ts), each shown to
 * catch its mistake with the file and the field, on copies of the shipped content changed as an
 * owner might change them. The shipped content itself is held to them by every build.
 */

const root = new URL("../..", import.meta.url).pathname;
const shipped = readContent(root).files;

/** The shipped content with some files changed or added. */
function withFiles(change: (files: Map<string, unknown>) => void): ContentFile[] {
  const files = new Map(shipped.map(({ file, data }) => [file, structuredClone(data)]));
  change(files);
  return [...files].map(([file, data]) => ({ file, data }));
}

const markham = "content/cities/markham-auto-glass.json";
type City = Record<string, unknown> & {
  city: string;
  faqs: { question: string; answer: string }[];
  reviews: { service: string; location: string }[];
  services: { cards: { serviceId: string }[] };
  localArea: { paragraphs: string[] };
};
const city = (files: Map<string, unknown>, file = markham) => files.get(file) as City;

describe("the content's rules", () => {
  it("are kept by the content the site ships", () => {
    expect(shipped.length).toBeGreaterThan(20);
    expect(contentRuleMistakes(shipped)).toEqual([]);
  });

  it("stop a city file copied with only its city changed, naming the file and the old city", () => {
    const pickering = "content/cities/pickering-auto-glass.json";
    const files = withFiles((all) => all.set(pickering, { ...city(all), city: "Pickering" }));
    const mistakes = contentRuleMistakes(files).filter((m) => m.startsWith(pickering));
    expect(mistakes).toEqual(
      expect.arrayContaining([
        `${pickering}: title: names Markham, not Pickering ("Markham Mobile Auto Glass & Windshields"): this page's title must be its own`,
        expect.stringMatching(new RegExp(`^${pickering}: heading: names Markham, not Pickering`)),
        expect.stringMatching(new RegExp(`^${pickering}: menuLabel: names Markham, not Pickering`)),
        expect.stringMatching(
          new RegExp(`^${pickering}: description: names Markham, not Pickering`),
        ),
        expect.stringMatching(
          new RegExp(
            `^${pickering}: repeats 100% of markham-auto-glass.json's words \\(".+"\\): write this page's own`,
          ),
        ),
      ]),
    );
    // Its reviews are Markham drivers'.
    expect(mistakes).toContainEqual(
      expect.stringMatching(/reviews › entry 1 › location: ".*Markham" is not in Pickering/),
    );
  });

  it("stop a page that is another with its place names swapped", () => {
    const [a, b] = [
      "content/cities/aurora-auto-glass.json",
      "content/cities/vaughan-auto-glass.json",
    ];
    const files = withFiles((all) => {
      const from = city(all, a);
      const to = city(all, b);
      const swap = (text: string) =>
        [from.city, ...(from.neighbourhoods as string[]), ...(from.highways as string[])].reduce(
          (out, name, i) => out.split(name).join((to.neighbourhoods as string[])[i % 4] ?? to.city),
          text,
        );
      all.set(b, {
        ...to,
        localArea: { ...to.localArea, paragraphs: from.localArea.paragraphs.map(swap) },
        faqs: from.faqs.map((f) => ({ question: swap(f.question), answer: swap(f.answer) })),
      });
    });
    expect(contentRuleMistakes(files)).toContainEqual(
      expect.stringMatching(/^content\/cities\/vaughan-auto-glass.json: repeats \d+% of aurora/),
    );
  });

  it("stop a review of a service the site does not offer, on the home page or a city's", () => {
    const files = withFiles((all) => {
      (all.get("content/reviews.json") as { reviews: { service: string }[] }).reviews[1]!.service =
        "Windshield Repiar";
      city(all).reviews[0]!.service = "Headlight polish";
    });
    const mistakes = contentRuleMistakes(files);
    expect(mistakes).toContainEqual(
      expect.stringMatching(
        /^content\/reviews.json: reviews › entry 2 › service: "Windshield Repiar" is not one of the site's services \(.*Windshield Repair.*\)$/,
      ),
    );
    expect(mistakes).toContainEqual(
      expect.stringMatching(`^${markham}: reviews › entry 1 › service: "Headlight polish"`),
    );
  });

  it("stop a repair rule's figure typed in a sentence, where the rules' own file quotes it", () => {
    const files = withFiles((all) => {
      city(all).faqs[0]!.answer = "A crack under 6 inches can be filled.";
      city(all).faqs[1]!.answer = "Most chips smaller than a Quarter can be repaired.";
      const rules = all.get("content/repair-rules.json") as { sizeChecks: { chip: string } };
      rules.sizeChecks.chip = "A chip smaller than a quarter can usually be repaired.";
    });
    expect(contentRuleMistakes(files)).toEqual([
      `${markham}: faqs › entry 1 › answer: types the repair rule's figure "6 inches"; quote it as {{repairRules.crackLength}}, so it changes when the rules do`,
      `${markham}: faqs › entry 2 › answer: types the repair rule's figure "than a quarter"; quote it as {{repairRules.chipCoin}}, so it changes when the rules do`,
    ]);
  });

  it("stop a question that is not one, or is asked twice, a typed price and a typed phone", () => {
    const files = withFiles((all) => {
      const faqs = city(all).faqs;
      faqs[2]!.question = "How long it takes";
      faqs[3]!.question = faqs[0]!.question;
      faqs[1]!.answer = "Chip repair is $60 and takes half an hour.";
      faqs[0]!.answer = "Call us at (905) 555-0100 any time.";
      const home = all.get("content/faqs.json") as { home: { question: string }[] };
      home.home[0]!.question = home.home[0]!.question.replace(/\?$/, "");
    });
    expect(contentRuleMistakes(files)).toEqual([
      expect.stringMatching(
        /^content\/faqs.json: home › entry 1 › question: a question ends with "\?"$/,
      ),
      `${markham}: faqs › entry 1 › answer: types the phone number (905) 555-0100; the pages show the business's own number (BUSINESS_PHONE) in every call and text button, so leave it out of the words`,
      `${markham}: faqs › entry 2 › answer: types the price $60; name it from the price table instead, e.g. {{pricing.chipRepair.price.label}}, so it changes when the table does`,
      `${markham}: faqs › entry 3 › question: a question ends with "?"`,
      expect.stringMatching(
        new RegExp(`^${markham}: faqs › entry 4 › question: ".+" is asked twice$`),
      ),
    ]);
  });

  it("stop 24/7 typed in a sentence, and 'same day' promised when no booking for today is taken", () => {
    const files = withFiles((all) => {
      city(all).faqs[0]!.answer = "We come around the clock.";
      const availability = all.get("content/availability.json") as { sameDayUntil: string };
      availability.sameDayUntil = "07:00";
    });
    const mistakes = contentRuleMistakes(files);
    expect(mistakes).toContain(
      `${markham}: faqs › entry 1 › answer: types "around the clock"; the hours are the ones your availability books: say {{hours.service}}, which says 24/7 only when every hour of every day is booked`,
    );
    const sameDay = mistakes.filter((m) => m.includes('promises "same'));
    expect(sameDay.length).toBeGreaterThan(5);
    expect(sameDay).toContain(
      `${markham}: lead: promises "same day", but the availability takes no booking for today (content/availability.json: sameDayUntil 07:00 is before every window starts)`,
    );
  });

  it("stop a city page that is not about its own streets, or lists a service twice", () => {
    const files = withFiles((all) => {
      const page = city(all);
      page.localArea.paragraphs = ["Drivers here know the value of a clear windshield in winter."];
      page.services.cards[1]!.serviceId = page.services.cards[0]!.serviceId;
    });
    const mistakes = contentRuleMistakes(files).filter((m) => m.startsWith(markham));
    expect(mistakes).toEqual([
      expect.stringMatching(
        /localArea.paragraphs: names 0 of the neighbourhoods in neighbourhoods; name at least 4 \(not yet: Unionville, /,
      ),
      expect.stringMatching(
        /localArea.paragraphs: names 0 of the roads in highways; name at least 2/,
      ),
      expect.stringMatching(
        /localArea.paragraphs: names 0 of the landmarks in landmarks; name at least 1/,
      ),
      `${markham}: services.cards › entry 2 › serviceId: "${city(new Map(shipped.map((f) => [f.file, f.data]))).services.cards[0]!.serviceId}" is already a card`,
    ]);
  });
});

describe("a file that is not JSON", () => {
  it("is named with the line and column where it breaks", () => {
    const text = '{\n  "yearsExperience": { "value": "25+" }\n  "rating": { "value": "5.0" }\n}\n';
    let error: Error | undefined;
    try {
      JSON.parse(text);
    } catch (caught) {
      error = caught as Error;
    }
    expect(jsonMistake("content/figures.json", text, error!)).toBe(
      "content/figures.json: line 3, column 3: not valid JSON (Expected ',' or '}' after property value). Look for a missing comma, quote or bracket at that place or just before it.",
    );
    const cut = '{\n  "rating": {';
    try {
      JSON.parse(cut);
    } catch (caught) {
      error = caught as Error;
    }
    expect(jsonMistake("content/figures.json", cut, error!)).toMatch(
      /^content\/figures.json: line 2, column 14: not valid JSON \(/,
    );
  });
});
