import { describe, expect, it } from "vitest";
import { photoSlotOf, photoSlots } from "../../data/photos";

describe("photo slots", () => {
  it("name a photo file by its slot, whatever its extension", () => {
    expect(photoSlotOf("/app/assets/photos/about-team.jpg")).toBe("about-team");
    expect(photoSlotOf("about-team.WEBP")).toBe("about-team");
    expect(photoSlotOf("/app/assets/photos/holiday.jpg")).toBeUndefined();
  });

  it("each say what the photo shows, where it goes and what to take", () => {
    for (const slot of Object.values(photoSlots)) {
      expect(slot.alt.length).toBeGreaterThan(20);
      expect(slot.where).not.toBe("");
      expect(slot.brief).not.toBe("");
      expect(slot.widths).toEqual([...slot.widths].sort((a, b) => a - b));
    }
  });
});
