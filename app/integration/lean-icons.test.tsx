import { Camera, Phone } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { leanIcons } from "./lean-icons";
import { roundPath } from "../lib/svg-path";

describe("leanIcons", () => {
  it("takes out xmlns, Lucide's class names and empty closing tags, and keeps the rest", () => {
    const page = `<p>Call</p>${renderToStaticMarkup(
      <Camera aria-hidden="true" className="size-5 shrink-0 text-cta" />,
    )}<svg viewBox="0 0 10 10"><path d="M1.234 5"></path></svg>`;
    expect(leanIcons(page)).toBe(
      '<p>Call</p><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5 shrink-0 text-cta" aria-hidden="true">' +
        '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z"/>'.replace(
          / d="([^"]*)"/,
          (_, d: string) => ` d="${roundPath(d)}"`,
        ) +
        '<circle cx="12" cy="13" r="3"/></svg>' +
        // Not Lucide's: left as it was.
        '<svg viewBox="0 0 10 10"><path d="M1.234 5"></path></svg>',
    );
  });

  it("drops the class attribute when only Lucide's names were in it", () => {
    const lean = leanIcons(renderToStaticMarkup(<Phone aria-hidden="true" />));
    expect(lean).not.toContain("class=");
    expect(lean).not.toContain("xmlns");
    expect(lean).toMatch(
      /^<svg width="24" height="24" viewBox="0 0 24 24"[^>]* aria-hidden="true"><path d="[^"]+"\/><\/svg>$/,
    );
  });

  it("leaves the page alone where it has no Lucide icon", () => {
    const page =
      '<main><svg aria-hidden="true" focusable="false"><use href="#icon-phone"></use></svg></main>';
    expect(leanIcons(page)).toBe(page);
  });
});
