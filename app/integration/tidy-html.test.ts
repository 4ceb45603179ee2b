import { describe, expect, it } from "vitest";
import { tidyHtml } from "./tidy-html";

describe("tidyHtml", () => {
  it("writes apostrophes plainly and drops React's text separators outside the islands", () => {
    expect(tidyHtml('<p title="we&#x27;ll">We&#x27;ll call<!-- --> <b>you</b></p>')).toBe(
      "<p title=\"we'll\">We'll call <b>you</b></p>",
    );
  });

  it("leaves an island's HTML, which React hydrates, and scripts as they are", () => {
    const island =
      '<astro-island uid="a" props="{}"><label>Phone<!-- --> <span>(optional)</span></label><p>We&#x27;ll</p></astro-island>';
    const script = '<script type="application/ld+json">{"text":"a &#x27; b<!-- -->"}</script>';
    expect(tidyHtml(`<p>A&#x27;s</p>${island}${script}<p>B<!-- -->C</p>`)).toBe(
      `<p>A's</p>${island}${script}<p>BC</p>`,
    );
  });

  it("refuses an island inside another, whose outer HTML it would tidy", () => {
    const inner = '<astro-island uid="b"><p>In</p></astro-island>';
    expect(() =>
      tidyHtml(`<astro-island uid="a">${inner}<p>We&#x27;ll<!-- --> go</p></astro-island>`),
    ).toThrow(/island inside another/);
  });
});
