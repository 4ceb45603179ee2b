import {
  photoRules,
  sniffPhoto,
  type StoredPhoto,
  type StoredPhotoType,
} from "../core/rules/photos";
import type { R2Bucket } from "./env";

/**
 * The photos a quote request carries, in R2: checked by their bytes before anything is kept,
 * stored with the type their bytes show, served only by the inbox (worker/inbox-routes.tsx,
 * behind its sign-in), and deleted with their lead.
 *
 * Each send's photos are stored under a name of their own, `leads/<lead id>/<send>/<n>`, and
 * become the lead's only when the row that lists them commits: a send with other photos never
 * overwrites the ones the inbox shows, and a send that fails leaves the lead as it was. What a
 * send stored and no row lists is deleted by the send itself when it can, and otherwise by the
 * hourly sweep (`unlistedPhotos`).
 */

export interface CheckedPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  type: StoredPhotoType;
}

/** The photos of an upload, or null when any is not a photo we take (or there are too many). */
export async function checkPhotos(parts: readonly File[]): Promise<CheckedPhoto[] | null> {
  if (parts.length > photoRules.count) return null;
  const checked: CheckedPhoto[] = [];
  for (const part of parts) {
    if (part.size === 0 || part.size > photoRules.uploadBytes) return null;
    const bytes = new Uint8Array(await part.arrayBuffer());
    const type = sniffPhoto(bytes);
    if (!type) return null;
    checked.push({ bytes, type });
  }
  return checked;
}

/** Each photo's SHA-256, in hex: what a lead's content hash covers of its photos. */
export function photoDigests(photos: readonly CheckedPhoto[]): Promise<string[]> {
  return Promise.all(
    photos.map(async ({ bytes }) =>
      [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
        .map((b) => b.toString(16).padStart(2, "0"))
        .join(""),
    ),
  );
}

const prefix = (leadId: string) => `leads/${leadId}/`;

/** Where R2 holds a lead's photo. */
export const photoObjectKey = (leadId: string, photo: StoredPhoto) =>
  photo.key ?? `${prefix(leadId)}${photo.n}`;

const sendName = () =>
  [...crypto.getRandomValues(new Uint8Array(8))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/**
 * Stores one send's photos under a name of its own, beside any the lead has. Resolves once R2
 * has every one; what it stored is deleted again if any fails.
 */
export async function storePhotos(
  bucket: R2Bucket,
  leadId: string,
  photos: readonly CheckedPhoto[],
): Promise<StoredPhoto[]> {
  const send = `${prefix(leadId)}${sendName()}/`;
  const stored = await Promise.allSettled(
    photos.map(async ({ bytes, type }, i) => {
      const n = i + 1;
      const key = `${send}${n}`;
      await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
      return { n, type, size: bytes.byteLength, key };
    }),
  );
  const kept = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = stored.find((result) => result.status === "rejected");
  if (failed) {
    await deletePhotoObjects(
      bucket,
      kept.map((photo) => photo.key),
    ).catch(() => {});
    throw failed.reason;
  }
  return kept;
}

/** Deletes these photos of a lead (a send's that no row lists, or those a change replaced). */
export async function deleteStoredPhotos(
  bucket: R2Bucket,
  leadId: string,
  photos: readonly StoredPhoto[],
): Promise<void> {
  await deletePhotoObjects(
    bucket,
    photos.map((photo) => photoObjectKey(leadId, photo)),
  );
}

/** Deletes these objects of the bucket; how many went. */
export async function deletePhotoObjects(bucket: R2Bucket, keys: readonly string[]) {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  return keys.length;
}

/** Deletes every photo a lead has, whichever send stored it. */
export async function deletePhotos(bucket: R2Bucket, leadId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: prefix(leadId), cursor });
    await deletePhotoObjects(
      bucket,
      listed.objects.map((object) => object.key),
    );
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/**
 * Every photo stored before `before`, by lead id: for the sweep that removes photos no lead
 * lists (a photo that newer may belong to a send being stored at this moment).
 */
export async function photosStoredBefore(
  bucket: R2Bucket,
  before: Date,
): Promise<Map<string, string[]>> {
  const byLead = new Map<string, string[]>();
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: "leads/", cursor });
    for (const object of listed.objects) {
      if (object.uploaded >= before) continue;
      const leadId = object.key.split("/")[1]!;
      byLead.set(leadId, [...(byLead.get(leadId) ?? []), object.key]);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return byLead;
}

/**
 * Of the photos stored before `before`, those that no stored lead lists: their lead is gone,
 * or their send never committed or was replaced. `listed` gives each stored lead's photos.
 */
export function unlistedPhotos(
  stored: ReadonlyMap<string, readonly string[]>,
  listed: ReadonlyMap<string, readonly StoredPhoto[]>,
): string[] {
  return [...stored].flatMap(([leadId, keys]) => {
    const kept = new Set((listed.get(leadId) ?? []).map((photo) => photoObjectKey(leadId, photo)));
    return keys.filter((key) => !kept.has(key));
  });
}

/** A stored photo: its body and the type it was stored with (its bytes' own), or null. */
export async function readPhoto(bucket: R2Bucket, leadId: string, photo: StoredPhoto) {
  const object = await bucket.get(photoObjectKey(leadId, photo));
  const type = object?.httpMetadata?.contentType;
  if (!object || !type) return null;
  return { body: await object.arrayBuffer(), type, size: object.size };
}
