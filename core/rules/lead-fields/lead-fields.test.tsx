import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactForm } from "../../../app/components/islands/ContactForm";
import { QuoteForm } from "../../../app/components/islands/QuoteForm";
import { siteConfig } from "../../config/site";
import { checkLead, checkLeadField, leadFields, type LeadFieldRule } from "./";
import type { LeadFormName } from "../leads";
import { vinMessages } from "../vin";
import {
  addDays,
  fieldLimits,
  preferredDayAheadDays,
  torontoDay,
  validationMessages,
  emailMessage,
} from "../validation";

const quote = {
  name: "  Marco Rossi ",
  phone: "(905) 555-0187",
  email: "",
  vehicle: "2021 Toyota RAV4",
  vin: " 2t3w1rfv5-mw123454 ",
  service: "Windshield Repair",
  postalCode: "l4c3g5",
  damage: "Crack from a chip",
  payer: "insurance",
  insurer: "Aviva",
  deductible: "$500",
  preferredDay: "",
  arrivalWindow: "evening",
  visitPlace: "home",
  place: "Aurora",
  pageFocus: "auto-glass",
};

describe("checkLead", () => {
  it("keeps a good quote request, trimmed, with the postal code in its usual form", () => {
    expect(checkLead("quote", { ...quote, website: "", extra: "dropped" })).toEqual({
      ok: true,
      fields: {
        ...quote,
        name: "Marco Rossi",
        postalCode: "L4C 3G5",
        vin: "2T3W1RFV5MW123454",
        estimate: "",
      },
    });
  });

  it("holds a VIN to the browser's checks, and keeps a wrong one as it was typed", () => {
    const short = checkLead("quote", { ...quote, vin: "2t3w1rfv5mw12345" });
    expect(!short.ok && short.errors).toEqual({ vin: vinMessages.length(16) });
    expect(short.fields.vin).toBe("2t3w1rfv5mw12345");
    const misread = checkLead("quote", { ...quote, vin: "2T3W1RFV5MW123464" });
    expect(!misread.ok && misread.errors).toEqual({ vin: vinMessages.checkDigit });
  });

  it("takes who pays, when and where as one of their choices, or nothing, and refuses the rest", () => {
    const { payer: _, arrivalWindow: _w, visitPlace: _p, ...skipped } = quote;
    expect(checkLead("quote", skipped).ok).toBe(true);
    const result = checkLead("quote", {
      ...quote,
      payer: "the neighbour",
      arrivalWindow: "midnight",
      visitPlace: "<b>mars</b>",
      deductible: "500 bucks",
    });
    expect(!result.ok && result.errors).toEqual({
      payer: validationMessages.choice,
      arrivalWindow: validationMessages.choice,
      visitPlace: validationMessages.choice,
      deductible: validationMessages.deductible,
    });
  });

  it("takes a preferred day from today on, within about three months, and only a real one", () => {
    const rule = leadFields.quote.preferredDay;
    const today = torontoDay();
    expect(checkLeadField(rule, today)).toBeNull();
    expect(checkLeadField(rule, addDays(today, preferredDayAheadDays))).toBeNull();
    for (const bad of [
      addDays(today, -2),
      addDays(today, preferredDayAheadDays + 1),
      "2026-02-30",
      // Days no calendar has: once a 500 (an invalid Date's toISOString), now the field's message.
      "2026-13-01",
      "2026-00-10",
      "2026-12-32",
      "0000-00-00",
      "next Tue",
    ]) {
      expect(checkLeadField(rule, bad), bad).toBe(validationMessages.preferredDay);
    }
  });

  it("gives each bad field the forms' own message, and keeps every value as typed", () => {
    const result = checkLead("contact", {
      name: "   ",
      email: "priya.example.ca",
      phone: "555-0142",
      message: "x".repeat(fieldLimits.message + 1),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: validationMessages.blank,
      email: emailMessage,
      phone: validationMessages.phone,
      message: validationMessages.tooLong(fieldLimits.message, fieldLimits.message + 1),
    });
    expect(result.fields.email).toBe("priya.example.ca");
    expect(result.fields.phone).toBe("555-0142");
  });

  it("refuses a missing required field, and values that are not text", () => {
    const result = checkLead("quote", { ...quote, phone: 4165550142, service: undefined });
    expect(!result.ok && result.errors).toEqual({
      phone: validationMessages.blank,
      service: validationMessages.blank,
    });
  });

  it("takes email addresses as browsers do", () => {
    const email = (value: string) => checkLead("contact", { ...contact, email: value }).ok;
    const contact = { name: "Priya", email: "", message: "Chip" };
    for (const good of ["priya@example.ca", "p.shah+glass@mail.example.co.uk", "a@b"]) {
      expect(email(good), good).toBe(true);
    }
    for (const bad of ["priya@", "@example.ca", "priya@exa mple.ca", "priya@-example.ca"]) {
      expect(email(bad), bad).toBe(false);
    }
  });
});

/** Every input, select and textarea in some markup, by name, with its attributes. */
function controls(html: string) {
  const found = new Map<string, Record<string, string>>();
  for (const [, tag = "", attrs = ""] of html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)) {
    const attributes: Record<string, string> = { tag };
    for (const [, name = "", value = ""] of attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
      attributes[name] = value;
    }
    if (attributes.name && attributes.type !== "hidden") found.set(attributes.name, attributes);
  }
  return found;
}

const unescape = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&lt;", "<");

describe("the forms and the lead service read the same rules", () => {
  const rendered: Record<LeadFormName, string> = {
    contact: renderToStaticMarkup(
      <ContactForm page="/contact-us" leadEndpoint="/api/leads" phone={siteConfig.phone} />,
    ),
    quote: renderToStaticMarkup(
      <QuoteForm
        page="/location/aurora-auto-glass"
        place="Aurora"
        pageFocus="auto-glass"
        services={["Windshield Repair"]}
        leadEndpoint="/api/leads"
        phone={siteConfig.phone}
      />,
    ),
  };

  it.each(["contact", "quote"] as const)(
    "the %s form has a field for each rule, required and patterned as the rule says",
    (form) => {
      const fields = controls(rendered[form]);
      const rules = Object.entries(leadFields[form] as Record<string, LeadFieldRule>).filter(
        ([, rule]) => rule.kind !== "context",
      );
      expect([...fields.keys()].filter((name) => name !== "website").sort()).toEqual(
        rules.map(([name]) => name).sort(),
      );
      for (const [name, rule] of rules) {
        const field = fields.get(name)!;
        expect("required" in field, `${form}.${name} required`).toBe(rule.required === true);
        expect(field.pattern && unescape(field.pattern), `${form}.${name} pattern`).toBe(
          rule.pattern,
        );
        if (rule.kind === "email") expect(field.type).toBe("email");
        if (rule.kind === "tel") expect(field.type).toBe("tel");
        if (rule.kind === "checkbox") expect(field.type).toBe("checkbox");
      }
    },
  );

  it("the quote form sends the place and kind of page it is on as the rules' context fields", () => {
    for (const name of ["place", "pageFocus"]) {
      expect(rendered.quote).toMatch(new RegExp(`<input type="hidden" name="${name}" value=`));
      expect(leadFields.quote[name as "place" | "pageFocus"].kind).toBe("context");
    }
  });
});
