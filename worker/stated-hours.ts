import { openingHours, serviceHours } from "../core/config/hours";
import type { Availability } from "../core/config/schema";
import { siteConfig } from "../core/config/site";
import { defaultAvailability } from "../core/data/booking";
import { readAvailability } from "./availability";
import type { D1Database, Env } from "./env";
import { htmlRewriter } from "./html-rewriter";
import { notFound } from "./responses";

/**
 * The hours the pages state, kept to the hours the owner books. The build writes the mobile
 * service's hours from the availability it ships with (content/availability.json): in the
 * text ("Mon-Fri 8am-8pm, Sat 8am-4pm, by appointment") and in the business's structured data
 * (openingHoursSpecification). Once the owner saves other hours on the inbox's Availability
 * screen, every page the Worker serves says those instead: it streams the built page and
 * rewrites the build's hours, in the text and the structured data, to the saved ones. While
 * they are the same, the page passes as built. No rebuild is needed, so a save reaches the
 * pages at once (within a minute on Cloudflare's other machines).
 */

/** The hours as a page writes them: its text, and its structured data's hours. */
export interface StatedHours {
  text: string;
  /** The business's openingHoursSpecification as the page's JSON-LD writes it */
  json: string;
}

/** The hours an availability states, written as the pages write them. */
export function statedHours(availability: Availability): StatedHours {
  const hours = serviceHours(availability, siteConfig.hours.serviceNote);
  return { text: hours.text, json: JSON.stringify(hours.rows.map(openingHours)) };
}

/** The hours the build wrote into the pages. */
export const builtHours: StatedHours = statedHours(defaultAvailability);

/**
 * The service's hours in the business's structured data, as the page's JSON-LD writes them:
 * the key, the hours, and the key that follows (app/lib/structured-data.ts, `businessJsonLd`),
 * so that a location's office hours, written the same way, are never taken for them.
 */
export const structuredHours = (hours: StatedHours) =>
  `"openingHoursSpecification":${hours.json},"hasOfferCatalog"`;

/**
 * Text as the build writes it into a page: as React escapes it, but for an apostrophe, which the
 * build writes plainly outside the islands (app/integration/tidy-html.ts), where the hours are.
 */
const inHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Text as a JSON-LD string writes it (app/lib/seo.ts, `jsonLdScript`). */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, "\\u003c");

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pass over `source` that swaps each key of `swaps` for its value. */
function swapper(swaps: Map<string, string>): (source: string) => string {
  const pattern = new RegExp(
    [...swaps.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegex)
      .join("|"),
    "g",
  );
  return (source) => source.replace(pattern, (found) => swaps.get(found)!);
}

/**
 * The rewrites of the build's hours to `current` in a page's source: in its text, and in its
 * scripts' JSON-LD (a string such as an FAQ's answer, and the structured data's hours). One
 * pass each, so hours that contain the build's ("by appointment" inside "Mon-Fri 8am-8pm, by
 * appointment") are never rewritten twice.
 */
export function hoursRewrite(built: StatedHours, current: StatedHours) {
  return {
    text: swapper(new Map([[inHtml(built.text), inHtml(current.text)]])),
    script: swapper(
      new Map([
        [inJson(built.text), inJson(current.text)],
        [structuredHours(built), structuredHours(current)],
      ]),
    ),
  };
}

/** How long one of the Worker's machines keeps the saved hours before it reads them again. */
export const hoursKeptMs = 60_000;

let kept: { at: number; hours: StatedHours } | null = null;

/**
 * The hours the owner's saved availability states (the build's while none is saved). A page is
 * never refused for them: while the database cannot be read, the page says the build's hours.
 */
async function currentHours(db: D1Database, now: number): Promise<StatedHours> {
  if (kept && now - kept.at < hoursKeptMs) return kept.hours;
  try {
    const hours = statedHours((await readAvailability(db)).settings);
    kept = { at: now, hours };
    return hours;
  } catch (error) {
    console.error("The saved hours could not be read; the page says the build's", error);
    return builtHours;
  }
}

/** A save on the Availability screen: this machine states the new hours from the next page. */
export const forgetStatedHours = () => {
  kept = null;
};

/** A request for a page that asks whether the browser's copy is still good. */
const conditional = ["If-None-Match", "If-Modified-Since", "If-Match", "If-Range"];

/**
 * A page of the build, with the hours the owner books; the not-found page with 404 for a path
 * that is no file of the build.
 */
export async function servePage(request: Request, env: Env): Promise<Response> {
  const read = request.method === "GET" || request.method === "HEAD";
  const current = read ? await currentHours(env.DB, Date.now()) : builtHours;
  const same = current.text === builtHours.text && current.json === builtHours.json;
  // The browser's copy says the build's hours: it is sent the page again, not "not modified".
  const asked = new Request(request);
  if (!same) for (const name of conditional) asked.headers.delete(name);
  const page = await env.ASSETS.fetch(asked);
  if (page.status === 404) return notFound(env, request);
  const isPage = page.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (same || page.status !== 200 || !isPage) return page;

  const headers = new Headers(page.headers);
  headers.delete("ETag");
  headers.delete("Content-Length");
  if (request.method === "HEAD") return new Response(null, { status: page.status, headers });
  const rewrite = hoursRewrite(builtHours, current);
  let text = "";
  let inScript = false;
  const restated = htmlRewriter()
    .on("script", {
      element(element) {
        inScript = true;
        element.onEndTag(() => {
          inScript = false;
        });
      },
    })
    .onDocument({
      // A text node may come in pieces: each is held back, and the whole written at its end.
      text(chunk) {
        text += chunk.text;
        if (!chunk.lastInTextNode) return chunk.remove();
        chunk.replace((inScript ? rewrite.script : rewrite.text)(text), { html: true });
        text = "";
      },
    })
    .transform(page);
  return new Response(restated.body, { status: page.status, headers });
}
