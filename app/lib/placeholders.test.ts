import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { testimonials } from "../data/testimonials";
import { placeholderReport, placeholdersInUse } from "./placeholders";
import { policyFacts } from "../config/policies";
import { createSiteConfig } from "../config/site";

const live = {
  SITE_URL: "https://www.gtamobileautoglass.ca",
  BUSINESS_PHONE: "+1 416-398-2210",
  QUOTE_FORM_URL: "https://forms.gtamobileautoglass.ca/quote",
  LEAD_ENDPOINT: "https://leads.gtamobileautoglass.ca/in",
};

describe("placeholders in use", () => {
  it("lists every sample value the project ships with", () => {
    const found = placeholdersInUse({});
    expect(found.map((p) => p.fix)).toEqual([
      "set SITE_URL",
      "set BUSINESS_PHONE",
      "set QUOTE_FORM_URL",
      "edit addresses in app/config/site.ts",
      "edit social in app/config/site.ts",
      "replace them in app/data/testimonials.ts",
      "edit email in app/config/policies.ts",
      "confirm them in app/config/policies.ts",
    ]);
    expect(found[0]!.value).toBe("https://www.example.com");
  });

  it("lists nothing once every value is the business's own", () => {
    const base = createSiteConfig(live);
    const config = {
      ...base,
      addresses: base.addresses.map((a) => ({ ...a, street: `1${a.street}` })),
      social: {
        facebook: "https://www.facebook.com/gtamobileautoglass",
        instagram: "https://www.instagram.com/gtamobileautoglass",
        google: "https://maps.google.com/?cid=1234567890123456789",
      },
    };
    const own = testimonials.map((t, i) => ({ ...t, name: `Customer ${i + 1}` }));
    const policies = {
      ...policyFacts,
      email: "info@gtamobileautoglass.ca",
      confirmedByOwner: true,
    };
    expect(placeholdersInUse(live, { config, testimonials: own, policies })).toEqual([]);
  });

  it("still lists the sample addresses, profiles and reviews when the variables are set", () => {
    expect(placeholdersInUse(live).map((p) => p.fix)).toEqual([
      "edit addresses in app/config/site.ts",
      "edit social in app/config/site.ts",
      "replace them in app/data/testimonials.ts",
      "edit email in app/config/policies.ts",
      "confirm them in app/config/policies.ts",
    ]);
    expect(
      placeholdersInUse({ ...live, LEAD_ENDPOINT: "https://leads.example.com/in" })[0]!.fix,
    ).toBe("set LEAD_ENDPOINT");
  });

  it("reads as a warning for a demo build and as the reason a live build stops", () => {
    const found = placeholdersInUse({});
    expect(placeholderReport(found, false)).toMatch(/DEMO BUILD: 8 sample value/);
    expect(placeholderReport(found, true)).toMatch(/REQUIRE_LIVE_CONFIG is set[\s\S]+stops here/);
  });

  it("makes `npm run build` fail under REQUIRE_LIVE_CONFIG=1, naming what to replace", () => {
    const build = spawnSync("npx", ["astro", "build"], {
      env: { ...process.env, REQUIRE_LIVE_CONFIG: "1", BUILD_DIR: "build-refused" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(build.status).not.toBe(0);
    const output = `${build.stdout}${build.stderr}`;
    expect(output).toContain("REQUIRE_LIVE_CONFIG is set");
    expect(output).toContain("set SITE_URL");
    expect(output).toContain("set BUSINESS_PHONE");
  }, 120_000);
});
