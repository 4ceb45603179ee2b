import { beforeEach, describe, expect, it } from "vitest";
import { inboxSearchLimit } from "./inbox/words";
import { listLeads } from "./store";
import { storeLead } from "./store-lead";
import { workerTestEnv } from "./test-env";

/** The inbox's queries in Cloudflare's runtime's D1 (worker/test-env.ts). */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const store = (
  key: string,
  message: string,
  name = "Zoë Côté-Tremblay",
  phone = "(416) 555-0134",
) =>
  storeLead(t.db, {
    key,
    form: "contact",
    page: "/contact-us",
    fields: { name, email: "zoe@example.ca", phone, message },
    submittedAt: null,
    receivedAt: new Date(),
  });

const found = async (search: string) =>
  (await listLeads(t.db, { search, limit: 10 })).map((lead) => lead.id);

describe("the inbox's search", () => {
  it("finds any text the owner can type, at any length the box takes", async () => {
    const sentence =
      "The crack started at the chip on the driver's side and now runs across most of the glass after the cold snap, 100% of it.";
    await store("lead-long-1", sentence);
    await store("lead-other", "A chip, nothing more", "Sam Okafor", "905 555 0187");
    // 70 characters, pasted from the lead.
    expect(await found(sentence.slice(0, 70))).toEqual(["lead-long-1"]);
    // As long as the box allows: the whole sentence and more than D1's 50-byte patterns.
    expect(await found(sentence.slice(0, inboxSearchLimit))).toEqual(["lead-long-1"]);
    expect(await found(`${sentence} and more words`.repeat(3))).toEqual([]);
    // Accented letters, in any case, and a name with a hyphen.
    expect(await found("ZOË CÔTÉ-TREMBLAY")).toEqual(["lead-long-1"]);
    expect(await found("côté-tremblay zoë")).toEqual([]);
    // % and _ are letters like any other, not wildcards.
    expect(await found("100%")).toEqual(["lead-long-1"]);
    expect(await found("a%b")).toEqual([]);
    expect(await found("_")).toEqual([]);
    // A phone number as it is written or as digits.
    expect(await found("416-555-0134")).toEqual(["lead-long-1"]);
    expect(await found("4165550134")).toEqual(["lead-long-1"]);
  });
});
