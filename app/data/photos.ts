import stored from "../../content/photos.json";
import type { PhotosContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

/**
 * The places on the site where the business's own photos go. A photo is a file named after its
 * slot in app/assets/photos (`about-team.jpg`, say; JPEG, PNG, WebP or AVIF, at least as wide as
 * the largest width listed). The build makes AVIF and WebP copies at each width, sets every
 * image's width and height, and loads it lazily unless it is at the top of the page. A slot with
 * no file shows the illustration the page placed there instead (docs/editing-the-site.md, "Photos").
 * What each photo shows is content/photos.json's (editable at /admin, where each slot says where
 * it is and what to photograph).
 */
export interface PhotoSlot {
  /** What the photo shows, read aloud in its place: written for the photo the slot expects */
  alt: string;
  /** The widths, in pixels, the build makes copies at */
  widths: number[];
}

const words: PhotosContent = expandRecord(stored as PhotosContent, "content/photos.json");

export const photoSlots = {
  "about-team": { alt: words["about-team"].alt, widths: [400, 720, 1080] },
} as const satisfies Record<keyof PhotosContent, PhotoSlot>;

export type PhotoSlotName = keyof typeof photoSlots;

/** The slot a photo file stands for, by its name without the extension ("about-team.jpg"). */
export function photoSlotOf(file: string): PhotoSlotName | undefined {
  const name = file
    .split("/")
    .pop()
    ?.replace(/\.[^.]+$/, "");
  return name && name in photoSlots ? (name as PhotoSlotName) : undefined;
}
