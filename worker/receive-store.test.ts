import { beforeEach, describe, expect, it } from "vitest";
import { defaultAvailability } from "../core/data/booking";
import { bookingDays } from "../core/rules/booking";
import { addDays } from "../core/rules/validation";
import { slotsNow } from "./bookings";
import type { D1Database } from "./env";
import type { CheckedPhoto } from "./photos";
import type { CheckedLead } from "./receive-check";
import { storeChecked, type Admitted } from "./receive-store";
import { getLead, listLeads } from "./store";
import { storedSubmission } from "./store-lead";
import { leadsCannotBeStored, workerTestEnv } from "./test-env";

/**
 * The lead service's third step on its own (worker/receive-store.ts), in Cloudflare's runtime's
 * D1 and R2 (worker/test-env.ts): a checked lead written once, its window held, and its photos
 * in R2 only while a row lists them. How D1 keeps a lead once under sends at the same moment is
 * worker/store.test.ts's; what the front door answers, worker/leads.test.ts's.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const id = () => crypto.randomUUID().replaceAll("-", "");

/** A JPEG's first bytes and one byte of its own, as the check passes it on. */
const jpeg = (mark: number): CheckedPhoto => ({
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, mark, 0xff, 0xd9]),
  type: "image/jpeg",
});

/** A quote request as the check passes it on: with a key, or as a form posted without one. */
function quote(
  key: string | null,
  {
    photos = [],
    wanted = null,
    damage = "A long crack",
  }: Partial<CheckedLead> & { damage?: string } = {},
): CheckedLead {
  return {
    lead: {
      form: "quote",
      page: "/instant-estimate",
      fields: { name: "Dana Lee", phone: "647 555 0142", service: "Windshield Repair", damage },
      key,
      submittedAt: "2026-11-24T15:00:00.000Z",
      honeypot: "",
      photoDigests: photos.map((photo) => `digest of ${photo.bytes[4]}`),
    },
    photos,
    wanted,
  };
}

/** What the check found of a send: what its key was stored with, and no sender. */
const admitted = async (key: string | null): Promise<Admitted> => ({
  known: key === null ? null : await storedSubmission(t.db, key),
  sender: null,
});

const store = async (checked: CheckedLead, db: D1Database = t.db) =>
  storeChecked({ ...t.env, DB: db }, t.ctx, checked, await admitted(checked.lead.key), new Date());

const photoKeys = async () => (await t.photos.list()).objects.map((o) => o.key).sort();

describe("storing a checked lead", () => {
  it("writes it once: the same send again, or a form posted twice, stores nothing new", async () => {
    const key = id();
    const first = await store(quote(key));
    expect(first).toMatchObject({ outcome: "stored", id: key, statusToken: expect.any(String) });
    expect(await store(quote(key))).toMatchObject({ outcome: "repeat", id: key });

    const posted = await store(quote(null, { damage: "Two chips" }));
    if (posted.outcome !== "stored") throw new Error(`A form post: ${posted.outcome}`);
    expect(posted.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await store(quote(null, { damage: "Two chips" }))).toMatchObject({
      outcome: "repeat",
      id: posted.id,
    });

    const leads = await listLeads(t.db, { limit: 10 });
    expect(leads.map((lead) => lead.id).sort()).toEqual([key, posted.id].sort());
    expect(await getLead(t.db, key)).toMatchObject({
      form: "quote",
      page: "/instant-estimate",
      via: "script",
      submittedAt: "2026-11-24T15:00:00.000Z",
      fields: { name: "Dana Lee", damage: "A long crack" },
      statusToken: "statusToken" in first ? first.statusToken : "",
    });
    expect(await getLead(t.db, posted.id)).toMatchObject({ via: "form" });
  });

  it("holds the window a quote request names while it has a place, and stores nothing when it has none", async () => {
    const [slot] = await slotsNow(t.db, new Date());
    const wanted = { day: slot!.day, window: slot!.window };
    const key = id();
    expect(await store(quote(key, { wanted }))).toMatchObject({ outcome: "stored", held: true });
    expect((await getLead(t.db, key))?.booking).toMatchObject({ ...wanted, state: "held" });

    const lastDay = bookingDays(defaultAvailability, new Date()).at(-1)!;
    const closed = { day: addDays(lastDay, 1), window: slot!.window };
    expect(await store(quote(id(), { wanted: closed }))).toEqual({ outcome: "full" });
    expect(await listLeads(t.db, { limit: 10 })).toHaveLength(1);
  });

  it("keeps a send's photos for its lead, and deletes those no row lists: a change's old ones, and a send that stored nothing", async () => {
    const key = id();
    await store(quote(key, { photos: [jpeg(1), jpeg(2)] }));
    const first = (await getLead(t.db, key))!.photos;
    expect(first.map((photo) => photo.n)).toEqual([1, 2]);
    expect(await photoKeys()).toEqual(first.map((photo) => photo.key).sort());

    expect(await store(quote(key, { photos: [jpeg(3)] }))).toMatchObject({ outcome: "amended" });
    await t.settle();
    const changed = (await getLead(t.db, key))!.photos;
    expect(changed.map((photo) => photo.n)).toEqual([1]);
    expect(await photoKeys()).toEqual([changed[0]!.key]);

    // The same id sent as another form stores nothing, and keeps none of its photos.
    const other = quote(key, { photos: [jpeg(4)] });
    const contact = { ...other, lead: { ...other.lead, form: "contact" as const } };
    expect(await store(contact)).toMatchObject({ outcome: "otherForm" });
    await t.settle();
    expect(await photoKeys()).toEqual([changed[0]!.key]);
  });

  it("keeps none of a send's photos when its lead cannot be stored, and lets the error through", async () => {
    const failing = leadsCannotBeStored(t.db);
    await expect(store(quote(id(), { photos: [jpeg(1)] }), failing)).rejects.toThrow("D1 is down");
    await t.settle();
    expect(await photoKeys()).toEqual([]);
    expect(await listLeads(t.db, { limit: 10 })).toEqual([]);
  });
});
