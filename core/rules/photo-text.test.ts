import { describe, expect, it } from "vitest";
import { siteConfig } from "../config/site";
import { photoText, photoTextHref, smsWithBody } from "./photo-text";

describe("text us a photo", () => {
  it("opens a message to the business with the postal code in it", () => {
    const href = photoTextHref(siteConfig.phone.sms, "M5V 2T6");
    expect(href.startsWith(`${siteConfig.phone.sms}?&body=`)).toBe(true);
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body");
    expect(body).toBe("Hi, here is a photo of my glass damage, postal code M5V 2T6.");
  });

  it("leaves the postal code for the visitor to type when there is none", () => {
    expect(photoText.message(null)).toMatch(/postal code $/);
    expect(smsWithBody("sms:+14165550142", "a b&c")).toBe("sms:+14165550142?&body=a%20b%26c");
  });
});
