import { windowCapacity } from "./bookings";
import type { Env, ExecutionContext } from "./env";
import { holdPhone, senderTag } from "./holds";
import { newStatusToken } from "./job-page";
import { deleteStoredPhotos, storePhotos } from "./photos";
import type { CheckedLead, Submission } from "./receive-check";
import { newLeadId, storeLead, type StoreOutcome } from "./store-lead";

/**
 * The lead service's third step (worker/leads.ts), once a send is checked
 * (worker/receive-check.ts): the lead stored, once, with its photos in R2 and, for a quote
 * request that names a window, its hold (worker/store-lead.ts, worker/bookings.ts).
 */

/**
 * What came of storing it: the outcome of worker/store-lead.ts, or `full` alone when the window
 * it names could not be held, before anything was stored.
 */
export type Kept = StoreOutcome | { outcome: "full" };

/** What the check found of the send's submission id and sender. */
export interface Admitted {
  /** What the submission id was stored with before, or null when it is new */
  known: Submission | null;
  /** The sender's key (worker/requests.ts), or null when no edge gave its address */
  sender: string | null;
}

/**
 * Stores a checked lead. The send's photos are kept first, under a name of their own: a lead is
 * never stored pointing to photos that are not there, and they are the lead's only once its row
 * lists them. What this send stored and no row lists is deleted: all of it when the lead could
 * not be stored (and the error goes on), and otherwise those of a repeat that lost a race, or
 * of the send a change replaced.
 */
export async function storeChecked(
  env: Pick<Env, "DB" | "LEAD_PHOTOS">,
  ctx: ExecutionContext,
  { lead, photos, wanted }: CheckedLead,
  { known, sender }: Admitted,
  now: Date,
): Promise<Kept> {
  const hold = wanted ? await windowCapacity(env.DB, wanted, now) : null;
  if (wanted && hold?.capacity === 0) return { outcome: "full" };

  // A send with photos always has an id: the forms' script.
  const leadId = lead.key ?? (photos.length > 0 ? newLeadId() : null);
  const sent =
    leadId !== null && photos.length > 0
      ? await storePhotos(env.LEAD_PHOTOS, leadId, photos)
      : null;
  const sentPhotos = sent ?? [];
  let stored: StoreOutcome;
  try {
    stored = await storeLead(env.DB, {
      ...lead,
      key: leadId,
      photos: sentPhotos,
      receivedAt: now,
      booking: wanted && hold ? { ...wanted, ...hold } : null,
      phone: lead.form === "quote" ? holdPhone(lead.fields) : null,
      senderTag: wanted ? await senderTag(env.DB, sender, now) : null,
      statusToken: lead.form === "quote" ? newStatusToken() : null,
    });
  } catch (error) {
    // Nothing was kept: neither are the photos this send stored.
    if (sent) ctx.waitUntil(deleteStoredPhotos(env.LEAD_PHOTOS, leadId!, sent).catch(() => {}));
    throw error;
  }

  const committed = stored.outcome === "stored" || stored.outcome === "amended";
  const unlisted = committed
    ? (known?.photos ?? []).filter((old) => !sentPhotos.some((photo) => photo.key === old.key))
    : sentPhotos;
  if (unlisted.length > 0) {
    ctx.waitUntil(
      deleteStoredPhotos(env.LEAD_PHOTOS, stored.id, unlisted).catch((error: unknown) =>
        console.error(`Lead ${stored.id}: photos left for the hourly sweep`, error),
      ),
    );
  }
  return stored;
}
