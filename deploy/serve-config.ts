import {
  cacheControl,
  canonicalUrls,
  hashedAssetsPrefix,
  redirects,
  securityHeaders,
} from "./policy";
import type { ServingPlan } from "./serving-plan";

interface ServeHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The configuration `serve` reads (its serve.json format). */
export interface ServeConfig {
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  redirects: { source: string; destination: string; type: number }[];
  headers: ServeHeaderRule[];
}

const asList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * How `npm start` serves a build, with the same rules as nginx and the CDN. `serve` matches
 * header rules against the file it sends (the not-found page included) and lets a later rule
 * override an earlier one. It sends its redirects bare, without these headers and without the
 * query string: a limit of this local server, not of the production configurations.
 */
export function serveConfig(plan: ServingPlan): ServeConfig {
  return {
    cleanUrls: !canonicalUrls.htmlExtension,
    trailingSlash: canonicalUrls.trailingSlash,
    directoryListing: false,
    redirects: redirects.map((r) => ({ source: r.from, destination: r.to, type: r.status })),
    headers: [
      {
        source: "**",
        headers: asList({
          "Content-Security-Policy": plan.defaultCsp,
          ...securityHeaders,
          "Cache-Control": cacheControl.revalidate,
        }),
      },
      {
        source: `${hashedAssetsPrefix.slice(1)}**`,
        headers: asList({ "Cache-Control": cacheControl.immutable }),
      },
      ...plan.pages.map((page) => ({
        source: page.file,
        headers: asList({ "Content-Security-Policy": page.csp }),
      })),
    ],
  };
}
