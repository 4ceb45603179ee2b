import { photoRules, sniffPhoto, type StoredPhoto, type StoredPhotoType } from "../app/lib/photos";
import type { R2Bucket } from "./env";

/**
 * The photos a quote request carries, in R2 under `leads/<lead id>/<n>`: checked by their bytes
 * before anything is kept, stored with the type their bytes show, served only by the inbox
 * (worker/inbox-routes.tsx, behind its sign-in), and deleted with their lead.
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

const prefix = (leadId: string) => `leads/${leadId}/`;

/**
 * Stores a lead's photos, replacing any it had (a send repeated with other photos). Resolves
 * once R2 has every one.
 */
export async function storePhotos(
  bucket: R2Bucket,
  leadId: string,
  photos: readonly CheckedPhoto[],
): Promise<StoredPhoto[]> {
  await deletePhotos(bucket, leadId, photos.length + 1);
  return Promise.all(
    photos.map(async ({ bytes, type }, i) => {
      const n = i + 1;
      await bucket.put(`${prefix(leadId)}${n}`, bytes, { httpMetadata: { contentType: type } });
      return { n, type, size: bytes.byteLength };
    }),
  );
}

/** Deletes a lead's photos, from number `from` on (all of them by default). */
export async function deletePhotos(bucket: R2Bucket, leadId: string, from = 1): Promise<void> {
  const listed = await bucket.list({ prefix: prefix(leadId) });
  const keys = listed.objects
    .map((object) => object.key)
    .filter((key) => Number(key.slice(prefix(leadId).length)) >= from);
  if (keys.length > 0) await bucket.delete(keys);
}

/**
 * Every lead id with a photo stored before `before`: for the sweep that removes photos whose
 * lead is gone (a photo that newer may belong to a lead being stored at this moment).
 */
export async function leadsWithPhotos(bucket: R2Bucket, before: Date): Promise<string[]> {
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: "leads/", cursor });
    for (const object of listed.objects) {
      if (object.uploaded < before) ids.add(object.key.split("/")[1]!);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return [...ids];
}

/** A stored photo: its body and the type it was stored with (its bytes' own), or null. */
export async function readPhoto(bucket: R2Bucket, leadId: string, n: number) {
  const object = await bucket.get(`${prefix(leadId)}${n}`);
  const type = object?.httpMetadata?.contentType;
  if (!object || !type) return null;
  return { body: await object.arrayBuffer(), type, size: object.size };
}
