import { describe, expect, it } from "vitest";
import { photoMessages, photoRules, sniffPhoto } from "./photos";

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("photos", () => {
  it("knows a JPEG, a PNG and a WebP by their bytes, and nothing else", () => {
    expect(sniffPhoto(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffPhoto(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffPhoto(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffPhoto(ascii("%PDF-1.7"))).toBeNull();
    expect(sniffPhoto(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPhoto(ascii("GIF89a"))).toBeNull();
    expect(sniffPhoto(ascii("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });

  it("says plainly what a refused photo is, and what to do instead", () => {
    expect(photoMessages.tooMany).toBe(
      `You can send up to ${photoRules.count} photos. Remove one to add another.`,
    );
    expect(photoMessages.tooLarge("crack.jpg")).toMatch(/"crack.jpg" is larger than 25 MB/);
    expect(photoMessages.notAPhoto("crack.jpg")).toMatch(/text it to us/);
  });
});
