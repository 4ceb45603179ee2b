import { describe, expect, it } from "vitest";
import { editorLabel } from "../../../core/config/editor-labels";
import { photosSchema } from "../../../core/config/schema";
import { photoSlotOf, photoSlots } from "../../data/photos";

describe("photo slots", () => {
  it("name a photo file by its slot, whatever its extension", () => {
    expect(photoSlotOf("/app/assets/photos/about-team.jpg")).toBe("about-team");
    expect(photoSlotOf("about-team.WEBP")).toBe("about-team");
    expect(photoSlotOf("/app/assets/photos/holiday.jpg")).toBeUndefined();
  });

  it("each say what the photo shows, and in the editor where it goes and what to take", () => {
    const fields = photosSchema.shape;
    expect(Object.keys(photoSlots)).toEqual(Object.keys(fields));
    for (const [name, slot] of Object.entries(photoSlots)) {
      expect(slot.alt.length).toBeGreaterThan(20);
      const label = editorLabel(fields[name as keyof typeof fields]);
      expect(label?.label).toContain(`${name}.jpg`);
      expect(label?.hint).toBeTruthy();
      expect(slot.widths).toEqual([...slot.widths].sort((a, b) => a - b));
    }
  });
});
