import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { storedLead } from "./test-leads";
import { alertEmail, alertPayload, alertSubject, alertText } from "./alert-text";

const lead = storedLead({
  fields: {
    name: "Zoë Tremblay",
    phone: "(905) 555-0187",
    email: "zoe@example.ca",
    vehicle: "",
    service: "Windshield Repair",
    postalCode: "L4C 3G5",
    damage: "Two chips 🚗",
    payer: "insurance",
    insurer: "Intact Insurance",
    place: "Aurora",
    pageFocus: "auto-glass",
  },
  via: "form",
  alert: {
    status: "pending",
    attempts: 0,
    error: null,
    emailAt: null,
    webhookAt: null,
    dueAt: null,
    batch: null,
  },
});
const context = { lead, kind: "new" as const, inboxUrl: "https://leads.example.ca/inbox" };

/** The headers and decoded body of a raw email. */
function readEmail(raw: string) {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n /g, " ").split("\r\n")) {
    headers.set(line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 2));
  }
  const decoded = new TextDecoder().decode(
    Uint8Array.from(atob(body.replace(/\r\n/g, "")), (c) => c.charCodeAt(0)),
  );
  return { headers, body: decoded };
}

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?B\?([^?]+)\?=\s?/g, (_, b64: string) =>
    new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))),
  );

describe("the owner's alert", () => {
  it("says who, what and where in its subject", () => {
    expect(alertSubject(context)).toBe(
      "New quote request from Zoë Tremblay: Windshield Repair, Aurora",
    );
    expect(alertSubject({ ...context, kind: "amended" })).toBe(
      "Updated quote request from Zoë Tremblay: Windshield Repair, Aurora",
    );
  });

  it("lists the fields given, the page, the time, a call link and the inbox", () => {
    const text = alertText(context);
    expect(text).toContain("Name: Zoë Tremblay\nPhone: (905) 555-0187\nEmail: zoe@example.ca");
    expect(text).toContain("Damage: Two chips 🚗");
    expect(text).not.toContain("Vehicle:");
    expect(text).toContain("Who pays: My insurance\nInsurer: Intact Insurance");
    expect(text).not.toContain("Photos:");
    expect(text).toContain(`Sent from: ${siteConfig.siteUrl}/location/aurora-auto-glass`);
    expect(text).toContain("Received: Tue, Nov 24, 2026, 2:05 p.m. (Toronto time)");
    expect(text).toContain("Call back: tel:+19055550187");
    expect(text).toContain(`Open it in the inbox: ${context.inboxUrl}#lead-${lead.id}`);
  });

  it("starts the call back with the estimate, the car and its VIN, the insurance, the window and the photos", () => {
    const text = alertText({
      ...context,
      lead: {
        ...lead,
        fields: {
          ...lead.fields,
          estimate: "Replacement needed: $200-$500, 60-90 minutes on site.",
          vehicle: "2019 Honda Civic",
          vin: "2HGFC2F59KH012345",
          preferredDay: "2026-11-27",
          arrivalWindow: "morning",
          visitPlace: "work",
        },
        photos: [
          { n: 1, type: "image/jpeg", size: 200_000 },
          { n: 2, type: "image/jpeg", size: 210_000 },
        ],
      },
    });
    expect(text).toContain(
      "Service: Windshield Repair\nEstimate: Replacement needed: $200-$500, 60-90 minutes on site.\nVehicle: 2019 Honda Civic\nVIN: 2HGFC2F59KH012345\nWho pays: My insurance",
    );
    expect(text).toContain(
      "Preferred day: Fri, Nov 27, 2026\nArrival window: Morning\nWhere: At work",
    );
    expect(text).toContain("Photos: 2, in the inbox");
  });

  it("is an email a mail server reads: encoded subject, Reply-To the visitor, base64 body", () => {
    const raw = alertEmail(context, {
      from: "leads@gtamobileautoglass.ca",
      to: "owner@gtamobileautoglass.ca",
      date: new Date("2026-11-24T19:05:01Z"),
    });
    expect(raw).not.toMatch(/[^\r]\n/);
    const { headers, body } = readEmail(raw);
    expect(headers.get("from")).toBe(`${siteConfig.name} website <leads@gtamobileautoglass.ca>`);
    expect(headers.get("to")).toBe("<owner@gtamobileautoglass.ca>");
    expect(headers.get("reply-to")).toBe("<zoe@example.ca>");
    expect(decodeWords(headers.get("subject")!)).toBe(alertSubject(context));
    expect(headers.get("message-id")).toBe(`<lead-${lead.id}@gtamobileautoglass.ca>`);
    expect(headers.get("date")).toBe("Tue, 24 Nov 2026 19:05:01 GMT");
    expect(headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    expect(body).toBe(alertText(context));
  });

  it("lets no field write a header of its own", () => {
    const hostile = {
      ...context,
      lead: {
        ...lead,
        fields: { ...lead.fields, name: "Eve\r\nBcc: everyone@example.com", email: "x\r\n@y" },
      },
    };
    const raw = alertEmail(hostile, { from: "a@b.ca", to: "c@d.ca" });
    const [head] = raw.split("\r\n\r\n");
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).not.toMatch(/^Reply-To:/im);
  });

  it("gives a webhook the text for a chat and the lead for a CRM", () => {
    expect(alertPayload(context)).toEqual({
      event: "lead.new",
      text: alertText(context),
      lead: {
        id: lead.id,
        form: "quote",
        page: `${siteConfig.siteUrl}/location/aurora-auto-glass`,
        receivedAt: lead.receivedAt,
        amendedAt: null,
        fields: lead.fields,
        photos: 0,
      },
      inboxUrl: `${context.inboxUrl}#lead-${lead.id}`,
    });
  });
});
