import type { SiteConfig } from "../core/config/site";
import { mapEmbedUrl } from "../app/lib/maps";
import { inlineHashes } from "./inline-hashes";
import type { BuiltPage } from "./page-files";
import {
  adminContentSecurityPolicy,
  adminPagePath,
  contentSecurityPolicy,
  noInlineCode,
  type PolicyTargets,
} from "./policy";

/** A page of the build with the content security policy it is served with. */
export interface ServedPage {
  /** The HTML file, relative to the client directory, `/`-separated */
  file: string;
  /** Where it is served; null for the not-found page */
  urlPath: string | null;
  csp: string;
}

/** Everything a host configuration needs to know about one build. */
export interface ServingPlan {
  pages: ServedPage[];
  /** The policy for every other response (assets, redirects): no inline code at all */
  defaultCsp: string;
  /**
   * The build's other files outside `/assets/` (icons, sitemap, robots.txt, manifest), by path:
   * hosts that set headers by path (`_headers`) give each the default policy by name.
   */
  files: string[];
}

/** What the site's own configuration lets the policy allow. */
export function policyTargets(config: Pick<SiteConfig, "leadEndpoint">): PolicyTargets {
  return {
    leadEndpoint: config.leadEndpoint,
    // The maps the site embeds come from the origin of its embed links (app/lib/maps.ts).
    frameOrigins: [new URL(mapEmbedUrl({ lat: 0, lng: 0 })).origin],
  };
}

/**
 * Each page gets a policy that allows exactly its own inline code. One policy for the whole
 * site would have to list every page's scripts: over 2,000 characters, more than Cloudflare
 * Pages accepts in a header line, and growing with every page.
 */
export function servingPlan(
  pages: readonly BuiltPage[],
  targets: PolicyTargets,
  files: readonly string[] = [],
): ServingPlan {
  return {
    files: [...files],
    pages: pages.map((page) => ({
      file: page.file,
      urlPath: page.urlPath,
      csp:
        page.urlPath === adminPagePath
          ? adminContentSecurityPolicy()
          : contentSecurityPolicy(inlineHashes(page.html), targets),
    })),
    defaultCsp: contentSecurityPolicy(noInlineCode, targets),
  };
}
