import { leadPages } from "../app/lib/leads";
import { notFoundFile } from "./page-files";
import {
  cacheControl,
  hashedAssetsPrefix,
  redirects,
  safePathSegment,
  securityHeaders,
  type Redirect,
} from "./policy";
import type { ServingPlan } from "./serving-plan";

/** What `npm start`'s server (scripts/site-server.mjs) reads from the build's serving.json. */
export interface ServerConfig {
  securityHeaders: Readonly<Record<string, string>>;
  cacheControl: typeof cacheControl;
  hashedAssetsPrefix: string;
  /** The policy of every response that is not a page: assets, redirects, errors */
  defaultCsp: string;
  /** Every page at its clean URL, with its file and its own policy */
  pages: { urlPath: string; file: string; csp: string }[];
  notFound: { file: string; csp: string };
  redirects: readonly Redirect[];
  /** A regular expression for one path segment the server may build a redirect from */
  safeSegment: string;
  /** Paths a POST is answered at, with 303 See Other to the same path */
  postTargets: string[];
}

/**
 * How `npm start` serves a build, with the same rules as nginx and the CDN: the server is the
 * project's own (on `sirv`), and this is everything it needs to know about the build.
 */
export function serverConfig(plan: ServingPlan): ServerConfig {
  const notFound = plan.pages.find((page) => page.file === notFoundFile);
  if (!notFound) throw new Error(`The build has no ${notFoundFile}`);
  return {
    securityHeaders,
    cacheControl,
    hashedAssetsPrefix,
    defaultCsp: plan.defaultCsp,
    pages: plan.pages.flatMap(({ urlPath, file, csp }) =>
      urlPath ? [{ urlPath, file, csp }] : [],
    ),
    notFound: { file: notFound.file, csp: notFound.csp },
    redirects,
    safeSegment: safePathSegment,
    postTargets: [leadPages.notSent],
  };
}
