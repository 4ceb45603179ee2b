import { describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { leadBodyLimit, photosBodyLimit } from "./lead-messages";
import { parseLead, sendKind, type Parsed } from "./receive-parse";
import { quotePost } from "./test-leads";

/**
 * The lead service's first step on its own (worker/receive-parse.ts): what a send's body says,
 * or why it is no lead. What the front door answers each with is worker/leads.test.ts's.
 */

const contact = {
  form: "contact",
  page: "/contact-us",
  fields: { name: "Priya Shah", email: "priya.shah@example.ca", message: "A chip" },
};

/** A send as a browser makes it, read as its Content-Type says. */
function parse(body: BodyInit, headers: Record<string, string>): Promise<Parsed> {
  const request = new Request(`https://leads.example.ca${leadServicePath}`, {
    method: "POST",
    headers,
    body,
  });
  const kind = sendKind(request);
  if (!kind) throw new Error(`Not a kind of send: ${request.headers.get("Content-Type")}`);
  return parseLead(request, kind);
}

const json = (lead: unknown, headers: Record<string, string> = {}) =>
  parse(typeof lead === "string" ? lead : JSON.stringify(lead), {
    "Content-Type": "application/json",
    ...headers,
  });

const form = (fields: Record<string, string>) =>
  parse(new URLSearchParams(fields).toString(), {
    "Content-Type": "application/x-www-form-urlencoded",
  });

function withPhotos(lead: unknown, photos: (Blob | string)[]) {
  const parts = new FormData();
  parts.set("lead", typeof lead === "string" ? lead : JSON.stringify(lead));
  for (const photo of photos) parts.append("photo", photo);
  return parse(parts, {});
}

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 0xff, 0xd9])], {
  type: "image/jpeg",
});

describe("the kind of a send", () => {
  it("is the forms' script's for JSON and multipart, a form's for a form post, and none for anything else", () => {
    const kind = (type: string) =>
      sendKind(new Request("https://leads.example.ca/", { headers: { "Content-Type": type } }));
    expect(kind("application/json")).toEqual({ via: "script", multipart: false });
    expect(kind("Application/JSON; charset=utf-8")).toEqual({ via: "script", multipart: false });
    expect(kind("multipart/form-data; boundary=x")).toEqual({ via: "script", multipart: true });
    expect(kind("application/x-www-form-urlencoded")).toEqual({ via: "form", multipart: false });
    expect(kind("text/plain")).toBeNull();
    expect(sendKind(new Request("https://leads.example.ca/"))).toBeNull();
  });
});

describe("parsing a send", () => {
  it("reads the forms' JSON: its form, fields and page, its submission id (the header's first) and the hidden field", async () => {
    const lead = { ...contact, id: "body-key-0001", fields: { ...contact.fields, website: "x" } };
    expect(await json(lead)).toEqual({
      incoming: {
        form: "contact",
        page: "/contact-us",
        fields: lead.fields,
        key: "body-key-0001",
        submittedAt: null,
        honeypot: "x",
      },
      photoParts: [],
    });
    const keyed = await json(lead, { "Idempotency-Key": "header-key-0002" });
    expect(keyed).toMatchObject({ incoming: { key: "header-key-0002" } });
    // A page that is not a path of the site is counted as the home page.
    for (const page of ["https://evil.example/", "/a page", 42]) {
      expect(await json({ ...contact, page }), String(page)).toMatchObject({
        incoming: { page: "/" },
      });
    }
  });

  it("keeps the visitor's clock as an ISO 8601 instant, whatever form of a time it came in", async () => {
    const clock = async (submittedAt: unknown) => {
      const parsed = await json({ ...contact, submittedAt });
      return "incoming" in parsed ? parsed.incoming.submittedAt : parsed.problem;
    };
    expect(await clock("Tue Nov 24 2026 10:00:00 GMT-0500")).toBe("2026-11-24T15:00:00.000Z");
    expect(await clock("2026-11-24T10:00:00-05:00")).toBe("2026-11-24T15:00:00.000Z");
    expect(await clock("yesterday")).toBeNull();
    expect(await clock(`2026-11-24T10:00:00Z${" ".repeat(40)}`)).toBeNull();
    expect(await clock(1_790_000_000_000)).toBeNull();
  });

  it("reads a form posted without JavaScript as typed, without a submission id, a tapped window as its day and window", async () => {
    const posted = await form({ ...quotePost(), slot: "2026-12-08 morning" });
    expect(posted).toEqual({
      incoming: {
        form: "quote",
        page: "/location/aurora-auto-glass",
        fields: { ...quotePost(), preferredDay: "2026-12-08", arrivalWindow: "morning" },
        key: null,
        submittedAt: null,
        honeypot: "",
      },
      photoParts: [],
    });
    // A slot that is not a window leaves the day and window as typed.
    expect(await form({ ...quotePost(), slot: "tomorrow" })).toMatchObject({
      incoming: { fields: { preferredDay: "", arrivalWindow: "afternoon" } },
    });
  });

  it("reads a send with photos: the lead's JSON part, and each photo part", async () => {
    const parsed = await withPhotos({ ...contact, id: "photo-key-0001" }, [jpeg, jpeg]);
    expect(parsed).toMatchObject({ incoming: { form: "contact", key: "photo-key-0001" } });
    expect("photoParts" in parsed && parsed.photoParts.map((part) => part.size)).toEqual([7, 7]);
  });

  it("names why a body is no lead", async () => {
    const cases: [Promise<Parsed>, Extract<Parsed, { problem: unknown }>][] = [
      [json("{not json"), { status: 400, problem: "badJson" }],
      [json("null"), { status: 400, problem: "notALead" }],
      [json("[1, 2]"), { status: 400, problem: "unknownForm" }],
      [json({ ...contact, form: "newsletter" }), { status: 400, problem: "unknownForm" }],
      [json({ ...contact, fields: "all of them" }), { status: 400, problem: "notALead" }],
      [json({ ...contact, id: "x" }), { status: 400, problem: "badKey" }],
      [json(contact, { "Idempotency-Key": "a key!" }), { status: 400, problem: "badKey" }],
      [json({ ...contact, page: "x".repeat(leadBodyLimit) }), { status: 413, problem: "tooLarge" }],
      [form({ ...quotePost(), form: "newsletter" }), { status: 400, problem: "unknownForm" }],
      [withPhotos("{not json", []), { status: 400, problem: "badJson" }],
      [withPhotos("x".repeat(leadBodyLimit + 1), []), { status: 400, problem: "notALead" }],
      [withPhotos(contact, ["not a file"]), { status: 422, problem: "photos" }],
      [
        parse("--x--", { "Content-Type": "multipart/form-data; boundary=x" }),
        { status: 400, problem: "notALead" },
      ],
      [
        parse(new Uint8Array(photosBodyLimit + 1), {
          "Content-Type": "multipart/form-data; boundary=x",
        }),
        { status: 413, problem: "photos" },
      ],
    ];
    for (const [parsed, refused] of cases) expect(await parsed, refused.problem).toEqual(refused);
  });
});
