import { describe, expect, it } from "vitest";
import { createSiteConfig } from "../core/config/site";
import { publicOrigin } from "./public-origin";

describe("the links the lead service writes", () => {
  // As a request reaches the Worker: its address names the Host the client sent.
  const request = new Request("https://attacker.example/api/leads", {
    headers: { Host: "attacker.example" },
  });

  it("come from SITE_URL when it is set, never from the Host a request names", () => {
    const config = createSiteConfig({ SITE_URL: "https://www.gtamobileautoglass.ca" });
    expect(publicOrigin(request, config)).toBe("https://www.gtamobileautoglass.ca");
  });

  it("come from LEAD_ENDPOINT's origin when the pages are hosted elsewhere", () => {
    const config = createSiteConfig({
      SITE_URL: "https://www.gtamobileautoglass.ca",
      LEAD_ENDPOINT: "https://leads.gtamobileautoglass.ca/api/leads",
    });
    expect(publicOrigin(request, config)).toBe("https://leads.gtamobileautoglass.ca");
  });

  it("come from the request's address only in a build with neither (a run on this computer)", () => {
    expect(publicOrigin(new Request("http://localhost:3000/api/leads"), createSiteConfig({}))).toBe(
      "http://localhost:3000",
    );
  });
});
