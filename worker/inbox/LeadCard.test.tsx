import { parse } from "node-html-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { defaultAvailability } from "../../core/data/booking";
import { quoteFormText } from "../../core/data/quote-form";
import { storedLead } from "../test-leads";
import { LeadCard } from "./LeadCard";
import { inboxText } from "./words";

/**
 * A lead's card in the owner's inbox: the VIN, found by its field's key whatever the label the
 * quote form gives it (content/quote-form.json, editable at /admin), comes with its copy button.
 */

const vin = "2T3W1RFV5MW123454";
const vehicle = "2021 Toyota RAV4";

const lead = storedLead({
  fields: {
    name: "Marco Rossi",
    phone: "(905) 555-0187",
    service: "Windshield Replacement",
    vehicle,
    vin,
  },
});

/** The card's fields, each label with its value's text and the value its copy button copies. */
function cardFields(Card: typeof LeadCard) {
  const card = parse(
    renderToStaticMarkup(
      <Card
        lead={lead}
        siteUrl="https://www.example.ca"
        origin="https://leads.example.ca"
        slots={[]}
        settings={defaultAvailability}
        returnTo="/inbox"
        now={new Date("2026-11-24T20:00:00.000Z")}
      />,
    ),
  );
  return card.querySelectorAll("dl dt").map((term) => {
    const value = term.nextElementSibling!;
    return {
      label: term.text,
      value: value.querySelector("span.font-mono")?.text ?? value.text,
      copies: value.querySelector("button[data-copy]")?.getAttribute("data-copy") ?? null,
      button: value.querySelector("button[data-copy]")?.text ?? null,
    };
  });
}

describe("a lead's card", () => {
  it("gives the VIN its copy button, and no other field", () => {
    const fields = cardFields(LeadCard);
    expect(fields.find((field) => field.label === quoteFormText.labels.vin)).toEqual({
      label: quoteFormText.labels.vin,
      value: vin,
      copies: vin,
      button: inboxText.copy.vin,
    });
    expect(fields.filter((field) => field.copies !== null)).toHaveLength(1);
  });

  it("finds the VIN by its key, not its label: renamed at /admin, even to another field's label, it keeps its copy button", async () => {
    // The quote form's VIN labelled as its vehicle is: a card that found the VIN by its label
    // would give the vehicle a copy button too, or the VIN none.
    const labels = { ...quoteFormText.labels, vin: quoteFormText.labels.vehicle };
    vi.resetModules();
    vi.doMock("../../core/data/quote-form", () => ({
      quoteFormText: { ...quoteFormText, labels },
    }));
    try {
      const renamed = await import("./LeadCard");
      const fields = cardFields(renamed.LeadCard);
      expect(fields.filter((field) => field.label === labels.vehicle)).toEqual([
        { label: labels.vehicle, value: vehicle, copies: null, button: null },
        { label: labels.vehicle, value: vin, copies: vin, button: inboxText.copy.vin },
      ]);
      expect(fields.filter((field) => field.copies !== null)).toHaveLength(1);
    } finally {
      vi.doUnmock("../../core/data/quote-form");
      // The modules imported with the mock go too, so that no later import gets them.
      vi.resetModules();
    }
  });
});
