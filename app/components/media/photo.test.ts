import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/**
 * A real build with a photo in its slot: the photo becomes a <picture> of AVIF and WebP copies at
 * the slot's widths, with its width and height set and lazy loading, in place of the slot's
 * illustration.
 */
describe("a photo put in its slot", () => {
  const work = mkdtempSync(path.join(tmpdir(), "photos-"));
  const photos = path.join(work, "photos");
  const buildDir = path.join(work, "build");
  let html = "";

  beforeAll(async () => {
    mkdirSync(photos);
    await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 80, b: 140 } },
    })
      .jpeg()
      .toFile(path.join(photos, "about-team.jpg"));
    const build = spawnSync("npx", ["astro", "build"], {
      env: { ...process.env, NODE_ENV: "production", PHOTOS_DIR: photos, BUILD_DIR: buildDir },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(build.stdout + build.stderr);
    html = readFileSync(path.join(buildDir, "client", "about-us.html"), "utf8");
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("is served as AVIF and WebP at each of the slot's widths, sized and lazy", () => {
    const picture = /<picture[^]*?<\/picture>/.exec(html)?.[0] ?? "";
    expect(picture).not.toBe("");
    for (const type of ["image/avif", "image/webp"]) {
      const source = new RegExp(`<source[^>]*type="${type}"[^>]*>`).exec(picture)?.[0] ?? "";
      for (const width of photoSlots["about-team"].widths) {
        expect(source, type).toContain(`${width}w`);
      }
    }
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
    expect(img).toContain(`alt="${photoSlots["about-team"].alt}"`);
    expect(img).toContain('loading="lazy"');
    const width = Number(/width="(\d+)"/.exec(img)?.[1]);
    const height = Number(/height="(\d+)"/.exec(img)?.[1]);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    // Every copy the page names was written
    for (const src of picture.matchAll(/(\/assets\/[^\s",]+)/g)) {
      expect(existsSync(path.join(buildDir, "client", src[1]!)), src[1]).toBe(true);
    }
  });

  it("takes the place of the slot's illustration", () => {
    expect(html).toContain('data-photo="about-team"');
    expect(html).not.toContain('data-photo-slot="about-team"');
  });
});
