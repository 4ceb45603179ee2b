import { describe, expect, it } from "vitest";
import { photoHint, removeLabel } from "../components/forms/PhotoField";
import { figures } from "../../core/config/figures";
import { fieldMessagesSchema } from "../../core/config/schema";
import { photoMessages, photoRules } from "../../core/rules/photos";
import { validationMessages } from "../../core/rules/validation";
import { contactFormText } from "../../core/data/contact-form";
import fieldMessagesFile from "../../content/field-messages.json";
import { fieldMessagesText } from "../../core/data/field-messages";
import { fillLater, fillText } from "../../core/data/form-text";
import { quoteFormText } from "../../core/data/quote-form";

describe("a form's copy", () => {
  it("quotes the figures it names, and leaves what the component fills", () => {
    const filled = fillText(
      { a: "Back within {{figures.quoteResponse}}.", list: ["{{ n }} of {{photoRules.count}}"] },
      "content/x.json",
      { figures: { quoteResponse: 'two "short" hours' } },
      ["n", "photoRules.count"],
    );
    expect(filled).toEqual({
      a: 'Back within two "short" hours.',
      list: ["{{ n }} of {{photoRules.count}}"],
    });
  });

  it("stops the build at a token it does not know, naming the file and what it can quote", () => {
    expect(() =>
      fillText({ a: "from {{pricing.chipRepair.price.label}}" }, "content/quote-form.json", {
        figures,
      }),
    ).toThrow(
      "content/quote-form.json: {{pricing.chipRepair.price.label}} is not one of the values a form can quote: figures",
    );
  });

  it("reads the reply times from the figures", () => {
    expect(quoteFormText.toastText).toContain(figures.quoteResponse);
    expect(contactFormText.intro).toContain(figures.messageResponse);
    expect(JSON.stringify([quoteFormText, contactFormText])).not.toMatch(/\{\{\s*figures/);
  });

  it("gives the photo field the photo count and each photo's number to fill in", () => {
    expect(fillLater("{{n}} of {{ photoRules.count }}, {{other}}", { n: 2 })).toBe(
      "2 of {{ photoRules.count }}, {{other}}",
    );
    const hint = photoHint(quoteFormText.photos.hint);
    expect(hint).toContain(String(photoRules.count));
    expect(hint).not.toContain("{{");
    expect(quoteFormText.photos.hint).toContain("{{photoRules.count}}");
    expect(removeLabel(quoteFormText.photos.remove, 2)).toMatch(/^\D*2\D*$/);
  });

  it("fills each field message's values where it is shown, and refuses a value it cannot show", () => {
    expect(validationMessages.tooLong(3000, 3012)).toBe(
      fillLater(fieldMessagesText.tooLong, { limit: "3,000", length: "3,012" }),
    );
    expect(validationMessages.preferredDay).toContain("3 months");
    expect(photoMessages.tooLarge("crack {{size}}.jpg")).toContain('"crack {{size}}.jpg"');
    expect(photoMessages.refused).toContain(`${photoRules.count} at most`);
    const every = JSON.stringify([validationMessages, photoMessages, photoMessages.notAPhoto("a")]);
    expect(every).not.toContain("{{");

    const messages = structuredClone(fieldMessagesFile);
    expect(fieldMessagesSchema.safeParse(messages).success).toBe(true);
    const problems = (change: (m: typeof messages) => void) => {
      const changed = structuredClone(messages);
      change(changed);
      const result = fieldMessagesSchema.safeParse(changed);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(problems((m) => (m.phone = "Call {{limit}} digits."))).toEqual([
      "{{limit}} is not a value this message can show",
    ]);
    expect(problems((m) => (m.tooLong = "Too long: {{length}}."))).toEqual([
      "The message needs {{limit}}",
    ]);
    expect(problems((m) => (m.photos.notAPhoto = "Not a photo: {{size}}"))).toEqual([
      "{{size}} is not a value this message can show (it can show {{name}})",
      "The message needs {{name}}",
    ]);
  });
});
