// What the browser tests need of the lead service (the Worker the suite runs, as `npm start`
// does): what a page sent to it, what it stored (read as the owner reads it, from the inbox's
// CSV), and a way to make it seem down or slow for one page, as a phone's network can.
import { randomUUID } from "node:crypto";
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page, Route } from "playwright-core";
import { leadServicePath } from "../core/config/site";
import type { LeadPayload } from "../core/rules/leads";
import { inject } from "vitest";
import { baseURL } from "./browser";

/**
 * A local database of its own, with every migration applied, for a product a test file starts
 * itself: a copy of the one the global setup migrated (each migration run is a wrangler process
 * of several seconds).
 */
export async function migratedStateDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(inject("migratedState"), dir, { recursive: true });
  return dir;
}

/** A word no other test sends, to find this test's leads among all the suite stored. */
export const uniqueRef = () => `ref-${randomUUID().slice(0, 8)}`;

let phones = 0;
/**
 * A phone of a driver of this test's own: a phone holds one window at a time (a newer request
 * from it moves the hold), so two drivers of two tests never share one.
 */
export const uniquePhone = () =>
  `416 555 ${String(((process.pid % 90) + 10) * 100 + (phones++ % 100)).padStart(4, "0")}`;

/** A CSV file as rows of named cells (quoted cells, doubled quotes, line breaks in cells). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  const [header = [], ...records] = rows;
  return records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i]!])));
}

/** The stored leads that hold `text` in any field, as the inbox exports them. */
export async function storedLeads(text: string, site = baseURL): Promise<Record<string, string>[]> {
  const response = await fetch(`${site}/inbox/leads.csv?q=${encodeURIComponent(text)}`);
  if (!response.ok) throw new Error(`The inbox answered ${response.status}`);
  return parseCsv(await response.text());
}

/** Every lead the page sends to the lead service, with its Idempotency-Key, as it sends it. */
export function sentLeads(page: Page) {
  const sent: { body: LeadPayload; key: string | null }[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith(leadServicePath)) return;
    if (!request.headers()["content-type"]?.startsWith("application/json")) return;
    sent.push({
      body: JSON.parse(request.postData() ?? "{}") as LeadPayload,
      key: request.headers()["idempotency-key"] ?? null,
    });
  });
  return sent;
}

/**
 * For the next sends from `page` only, makes the lead service seem to fail: answer `status`,
 * be unreachable (`down`), or take the lead and lose the answer on the way back (`dropped`),
 * as a phone that loses its signal does. Later sends reach it as usual.
 */
export async function leadServiceFails(
  page: Page,
  how: number | "down" | "dropped",
  times = 1,
): Promise<void> {
  let left = times;
  await page.route(`**${leadServicePath}`, async (route: Route) => {
    if (left <= 0) return route.fallback();
    left -= 1;
    if (how === "down") return route.abort("connectionrefused");
    if (how === "dropped") {
      const answer = await route.fetch();
      await answer.body();
      return route.abort("connectionreset");
    }
    return route.fulfill({
      status: how,
      contentType: "application/json",
      body: JSON.stringify({ error: "Not now" }),
    });
  });
}

/** Holds the page's next send to the lead service until `release()`, as a slow network does. */
export async function holdLeadSend(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**${leadServicePath}`,
    async (route) => {
      await released;
      await route.fallback();
    },
    { times: 1 },
  );
  return release;
}
