import { photoMessagesText as photos } from "../data/field-messages";
import { fillLater } from "../data/form-text";

/**
 * Photos of the damage sent with a quote request: the rules the browser holds a visitor's
 * pictures to before it sends them, and the lead service holds every upload to again, whoever
 * sent it. The browser shrinks each photo to a JPEG of at most `longestSide` pixels before it
 * sends it, so an upload is a few hundred kilobytes even from a 48-megapixel camera.
 */
export const photoRules = {
  /** Photos a request may carry */
  count: 3,
  /** The largest picture a visitor may choose, before the browser shrinks it */
  pickBytes: 25 * 1024 * 1024,
  /** The largest photo the lead service stores, after shrinking */
  uploadBytes: 3 * 1024 * 1024,
  /** The longest side of a shrunk photo, in pixels */
  longestSide: 1600,
  /** JPEG quality of a shrunk photo */
  quality: 0.82,
} as const;

/** The pictures a phone gives: the browser reads them, and the service stores these three. */
export const storedPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type StoredPhotoType = (typeof storedPhotoTypes)[number];

/** What a visitor may choose: what phones' cameras save, HEIC included where it can be read. */
export const pickablePhotoTypes = [...storedPhotoTypes, "image/heic", "image/heif"] as const;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** What the photo field says, from content/field-messages.json, its values filled in. */
export const photoMessages = {
  tooMany: fillLater(photos.tooMany, { count: photoRules.count }),
  tooLarge: (name: string) =>
    fillLater(photos.tooLarge, { name, size: megabytes(photoRules.pickBytes) }),
  notAPhoto: (name: string) => fillLater(photos.notAPhoto, { name }),
  /** The lead service's words, for an upload the browser's checks would have stopped */
  refused: fillLater(photos.refused, {
    size: megabytes(photoRules.uploadBytes),
    count: photoRules.count,
  }),
};

/** What a stored photo's bytes are, by their first bytes (never by the name or the sender's word). */
export function sniffPhoto(bytes: Uint8Array): StoredPhotoType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * A photo as the lead keeps it: its number within the lead, type and size, and where R2 holds
 * it (each send's photos under a name of their own; a lead stored before that has none, and its
 * photos are at `leads/<lead id>/<n>`).
 */
export interface StoredPhoto {
  n: number;
  type: StoredPhotoType;
  size: number;
  key?: string;
}
