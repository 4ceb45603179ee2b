/**
 * The places on the site where the business's own photos go. A photo is a file named after its
 * slot in app/assets/photos (`about-team.jpg`, say; JPEG, PNG, WebP or AVIF, at least as wide as
 * the largest width listed). The build makes AVIF and WebP copies at each width, sets every
 * image's width and height, and loads it lazily unless it is at the top of the page. A slot with
 * no file shows the illustration the page placed there instead (docs/editing-the-site.md, "Photos").
 */
export interface PhotoSlot {
  /** What the photo shows, read aloud in its place: written for the photo the slot expects */
  alt: string;
  /** Where the slot is, for whoever takes the photos */
  where: string;
  /** What to photograph, and the shape that fits the slot */
  brief: string;
  /** The widths, in pixels, the build makes copies at */
  widths: number[];
}

export const photoSlots = {
  "about-team": {
    alt: "One of our technicians fitting a new windshield on a car parked in a customer's driveway",
    where: "About us, beside our story",
    brief:
      "A technician at work on a car at a customer's home or workplace, landscape (4:3 or 3:2).",
    widths: [400, 720, 1080],
  },
} as const satisfies Record<string, PhotoSlot>;

export type PhotoSlotName = keyof typeof photoSlots;

/** The slot a photo file stands for, by its name without the extension ("about-team.jpg"). */
export function photoSlotOf(file: string): PhotoSlotName | undefined {
  const name = file
    .split("/")
    .pop()
    ?.replace(/\.[^.]+$/, "");
  return name && name in photoSlots ? (name as PhotoSlotName) : undefined;
}
