import { describe, expect, it } from "vitest";
import { photoHint, removeLabel } from "../components/forms/PhotoField";
import { figures } from "../config/figures";
import { photoRules } from "../lib/photos";
import { contactFormText } from "./contact-form";
import { fillLater, fillText } from "./form-text";
import { quoteFormText } from "./quote-form";

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
});
