import { notFoundPath } from "../deploy/policy";
import type { Env } from "./env";
import { htmlRewriter } from "./html-rewriter";
import { asset } from "./responses";

/**
 * The stylesheets of the build the Worker is deployed with (their names carry a hash), read
 * once from one of its pages, so the lead service's own pages wear the site's look.
 */
let stylesheets: Promise<string[]> | null = null;

export function siteStylesheets(env: Env, request: Request): Promise<string[]> {
  stylesheets ??= (async () => {
    const found: string[] = [];
    const page = htmlRewriter()
      .on('link[rel="stylesheet"]', {
        element(element) {
          const href = element.getAttribute("href");
          if (href?.startsWith("/")) found.push(href);
        },
      })
      .transform(await asset(env, request, notFoundPath));
    await page.arrayBuffer();
    return found;
  })().catch((error: unknown) => {
    stylesheets = null;
    throw error;
  });
  return stylesheets;
}
