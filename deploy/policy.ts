/**
 * How the built site is served, stated once: the security headers, the content security policy,
 * the cache rules, the redirects and the one canonical form of every URL. The nginx
 * configuration, the `_headers` and `_redirects` files that Netlify and Cloudflare Pages read,
 * and the configuration `npm start` serves with are all rendered from this module at build time
 * (deploy/write-serving.ts), so every host applies the same rules. See docs/decisions/007.
 */

export const cacheControl = {
  /** Files whose names carry a hash of their content never change: keep them for a year. */
  immutable: "public, max-age=31536000, immutable",
  /** Everything else (pages, the favicon): keep it, but ask the server each time. */
  revalidate: "public, max-age=0, must-revalidate",
  /** An answer of the Worker's that holds someone's details, or says a send's fate: never kept. */
  private: "no-store",
} as const;

/** The not-found page, answered with status 404 for every path that is not a file of the build. */
export const notFoundFile = "404.html";

/**
 * The path of the not-found page's file without its extension. No link leads there and every
 * host answers it with 404, like any unknown path; on Cloudflare the Worker fetches the page
 * from there to answer an unknown path.
 */
export const notFoundPath = "/404";

/** Vite writes every file whose name carries a content hash under this folder. */
export const hashedAssetsPrefix = "/assets/";

/**
 * Canonical URLs: no trailing slash and no `.html`. Pages are written as `<path>.html` (and the
 * home page as `index.html`, deploy/page-files.ts), the layout under which Netlify and Cloudflare
 * Pages also serve `/about-us` and redirect `/about-us/` to it.
 */
export const canonicalUrls = { trailingSlash: false, htmlExtension: false } as const;

/**
 * The characters a path segment may hold for the site to redirect it (to drop a trailing slash
 * or `.html`, or to move a city page). A redirect built from anything else could leave the site:
 * browsers read `/\evil.example` as `//evil.example`, another host, and treat tabs, line breaks
 * and look-alike slashes in their own ways. Every page and file of the site is named with these
 * characters only; any other path is simply not found.
 */
export const safePathSegment = "[A-Za-z0-9._~-]+";

export interface Redirect {
  /** A path pattern; `:name` matches one path segment */
  from: string;
  /** The target; `:name` is the segment `from` matched */
  to: string;
  status: 301;
}

/**
 * Permanent redirects. Placeholders are written `:name`, which nginx (through
 * deploy/nginx-config.ts), Netlify, Cloudflare Pages and `serve` all understand.
 */
export const redirects: readonly Redirect[] = [
  // City pages live under /location/; the first version of the site linked some of them
  // under /locations/, and those links may still be out there.
  { from: "/locations/:slug", to: "/location/:slug", status: 301 },
];

/**
 * Browser features the site never uses, turned off for the site and every frame it embeds.
 * Each is a name Chromium recognises: it logs a warning for every unknown name on every page
 * (it does not know "bluetooth" or "web-share", so they are left out), and the end-to-end
 * tests fail on such warnings.
 */
export const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

/** Headers sent with every response, beside the content security policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": [
    ...disabledFeatures.map((feature) => `${feature}=()`),
    // The coverage check's "Use my location": for the site's own pages, never a frame's.
    "geolocation=(self)",
  ].join(", "),
  // frame-ancestors 'none' says the same to every current browser; this says it to older ones.
  "X-Frame-Options": "DENY",
};

/**
 * Added to the pages that show someone's details: the owner's inbox, and a form given back to
 * the visitor who sent it. A window that opened them, or that they open, gets no handle on
 * them. Not on the site's public pages, which hold nothing a handle could reach: there it cost
 * a phone a browsing-context-group switch (a new renderer process on Android) and 100-200 ms of
 * main-thread time on arrival (docs/decisions/018-cheap-pages-and-a-benchmark-that-fails.md).
 */
export const privatePageHeaders: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
};

const inboxCsp =
  "default-src 'none'; style-src 'self'; font-src 'self' data:; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The Worker's own answers, each kind with its content security policy and the headers it adds
 * to `securityHeaders` (worker/responses.ts applies them).
 */
export const workerPolicies = {
  /** What is not a page (JSON, CSV, a redirect, a photo): nothing may load or run. */
  nothing: { csp: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'", headers: {} },
  /**
   * The owner's inbox: the site's stylesheet and fonts, forms to itself, no script but the list's
   * own (by its nonce); kept out
   * of search engines, and a link from a lead to another site carries neither its address nor
   * its search.
   */
  inbox: {
    csp: inboxCsp,
    /** The inbox's list, with its one script (worker/inbox/CopyButton.tsx), by its nonce */
    cspWithScript: (nonce: string) => `${inboxCsp}; script-src 'nonce-${nonce}'`,
    headers: {
      ...privatePageHeaders,
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "same-origin",
    },
  },
  /**
   * A driver's status page (worker/job-page.tsx): kept out of search engines, and a link from it
   * tells no other site its address, which is the page's key.
   */
  statusPage: {
    headers: { "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" },
  },
  /** The owner's calendar feed (worker/calendar.ts): a calendar, private, never indexed. */
  calendarFeed: {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  },
  /**
   * The site editor's sign-in page: only the one script that hands the editor its token, by its
   * nonce; it tells no other site where it was.
   */
  signIn: {
    csp: (nonce?: string) =>
      [
        "default-src 'none'",
        nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join("; "),
    headers: { "Referrer-Policy": "no-referrer" },
  },
} as const;

/** The inline code of one page that the policy must allow, as CSP hash sources. */
export interface InlineHashes {
  /** Inline `<script>` elements the browser executes */
  scripts: readonly string[];
  /** Inline `<style>` elements */
  styles: readonly string[];
  /** `style="…"` attributes in the markup */
  styleAttributes: readonly string[];
}

export const noInlineCode: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

/** What the policy allows beyond the site itself. */
export interface PolicyTargets {
  /**
   * Where on-site forms send their leads: a path on the site's own origin (the lead service
   * deployed with it), or another origin's URL (LEAD_ENDPOINT)
   */
  leadEndpoint: string;
  /** Origins the site may show in frames: the maps service */
  frameOrigins: readonly string[];
}

/**
 * A URL as a CSP source expression: scheme, host, port and path, no query. Characters that
 * would end a directive or a source list, or that a configuration file would read as syntax,
 * are percent-encoded (CSP decodes paths before comparing them).
 */
export function cspSource(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(
    /[;,'"$\\\s]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return `${parsed.origin}${path}`;
}

/**
 * The content security policy for one response. Nothing is allowed from anywhere but the site
 * unless listed: scripts, styles and fonts from the site and the inline code the build wrote
 * (by hash, never 'unsafe-inline'), connections to the site and the lead endpoint's origin,
 * forms to the site and the lead endpoint, frames from the maps service only, no media or
 * plugins, and no one may frame the site.
 *
 * Every directive is one that Chromium, Firefox and WebKit all recognise, so no engine reports
 * the policy itself. WebKit does not know `manifest-src` and reports it on every page; the web
 * app manifest (the site's own file) is allowed through `default-src 'self'` instead, which
 * Chromium and Firefox read for it (docs/decisions/014).
 */
export function contentSecurityPolicy(inline: InlineHashes, targets: PolicyTargets): string {
  // A path is the site's own origin, which 'self' already allows.
  const lead = /^https?:/.test(targets.leadEndpoint) ? targets.leadEndpoint : null;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inline.scripts]],
    ["style-src", ["'self'", ...inline.styles]],
  ];
  // CSSOM changes made by script (element.style) are not subject to CSP; markup attributes
  // are, and are allowed one by one, by hash.
  if (inline.styleAttributes.length > 0) {
    directives.push(["style-src-attr", ["'unsafe-hashes'", ...inline.styleAttributes]]);
  }
  directives.push(
    ["img-src", ["'self'", "data:"]],
    // The brand font is written into the stylesheet as a data: address (site-font.ts).
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(lead ? [new URL(lead).origin] : [])]],
    ["frame-src", targets.frameOrigins.length > 0 ? [...targets.frameOrigins] : ["'none'"]],
    ["media-src", ["'none'"]],
    ["form-action", ["'self'", ...(lead ? [cspSource(lead)] : [])]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
  );
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Where the site editor is served (app/build-assets/admin.ts). */
export const adminPagePath = "/admin";

/**
 * The site editor's policy, its own: Decap CMS is one large script that checks its
 * configuration with a validator that compiles code at run time ('unsafe-eval': the editor
 * shows nothing without it), styles itself at run time (inline styles), reads back what it has
 * saved and previews uploads (blob: URLs, data: images), talks to GitHub's API (the deployed
 * editor) or to Decap's local server on this computer (`npm run admin`), and signs in through a
 * window of the site's own origin. No other page gets any of this.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      [
        "'self'",
        "data:",
        "blob:",
        "https://avatars.githubusercontent.com",
        "https://raw.githubusercontent.com",
      ],
    ],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", "https://api.github.com", "http://localhost:8081"]],
    ["frame-src", ["'none'"]],
    ["media-src", ["'self'", "blob:"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** The cache rule for a path the site serves. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(hashedAssetsPrefix) ? cacheControl.immutable : cacheControl.revalidate;
}
