/**
 * Per-page byte budgets, in bytes over the wire: gzip-compressed as the server sends them, fonts
 * as they are (already compressed). Every page of the site must stay within its budgets.
 *
 * Each budget sits a little above the heaviest page of its kind measured when it was set. A budget
 * may only be raised in a commit whose message says why the extra bytes are worth it.
 */
export interface Budget {
  /** JavaScript the page loads by itself, before the visitor reaches for anything */
  js: number;
  /** JavaScript once every island a phone can use on the page has hydrated: the most it loads */
  jsAll: number;
  css: number;
  html: number;
  font: number;
  total: number;
  requests: number;
}

const base: Budget = {
  // On a phone no island hydrates by itself: each waits for the visitor to reach for it, and the
  // header's menus are for wide screens only. A page that is only read, or only called from,
  // loads Astro's island loader with the tap counter (2.4 kB, cached) and nothing else: the
  // counter sends nothing until the visitor taps call, text or Get Free Quote. The phone menu's
  // few lines in the same file (0.45 kB), which open its sheet with no island: 2.8 kB. Astro's
  // idle directive, which the instant estimate now hydrates by: 2.9 kB.
  js: 3_000,
  // Then React and React DOM with Astro's React client (71.0 kB, loaded once and cached), the
  // quote buttons (2.4 kB), the phone bar (2.6 kB) and the phone menu (12.9 kB, Radix Dialog,
  // added with the menu: without it no page below 1024 px could reach a service or a city but
  // through the footer): 87.4 kB measured. The phone menu no longer an island, its 12.9 kB
  // gone: 76.9 kB measured.
  jsAll: 77_500,
  // One site-wide stylesheet: 10.3 kB measured (the phone menu's sheet and the illustrations'
  // colour classes added 0.3 kB, the visitor tools' states and their no-script notes 0.4 kB, the
  // quote form's photo field, the insurer's fields shown by the choice alone and the car and
  // camera questions 0.3 kB; the owner's numbers in the inbox, which uses the site's stylesheet,
  // its chart's colours and its tables 0.05 kB: 10.55 kB; the phone menu's sheet as a dialog,
  // its dimmed backdrop: 10.63 kB; booking a window, its list's nearest windows, the status
  // page's steps and the open windows above a form given back: 10.73 kB; the inbox's booking
  // box and calendar section, the inbox using the site's stylesheet: 10.83 kB; the quote form's
  // "Add details" line, the inbox's list of lines and the availability screen: 10.97 kB; the
  // inbox's VIN with its copy button: 11.0 kB; the status page's quote, job record and invoice,
  // the inbox's quote box, and the print style that leaves the site's frame off an invoice:
  // 11.13 kB; the drawings below the fold as files, their frames' few classes: 11.17 kB). The
  // longest and most repeated class lists of the home and city pages (the header, the buttons,
  // the fields, the phone menu's sheet and links, the footer's links, the hero's glow) named
  // once as components in app.css: 11.56 kB, for 0.4-0.6 kB less HTML as brotli sends it on
  // every page, which the home and city pages need to fit a new connection's first round trip
  // (docs/decisions/018); every page's total is smaller. Inter, cut to the site's characters and
  // weights, written into it as a data: address (decision 034): 27.7 kB, the font's 48 kB file
  // gone from every first visit.
  css: 27_800,
  // Each page's JSON-LD, the islands' serialised props (the menus' links among them) and the
  // drawn illustrations (the technician beside the call to action, the FAQ card's picture), and
  // on phones the "text us a photo" line among the actions: 13.0 kB measured on the privacy
  // policy, which lists every field of the quote form and the photos. The phone menu's sheet in
  // the page's HTML rather than in an island's props: 0.5 kB more, 13.9 kB. The privacy policy's
  // section on a quote request's status page and the owner's calendar: 14.2 kB; with what a
  // request that holds a window keeps of its sender (a code, never the address): 14.36 kB; with
  // what a quote, a job record and an invoice hold, and for how long: 14.54 kB.
  html: 14_600,
  // None: the brand font arrives inside the stylesheet (decision 034).
  font: 0,
  // What a phone loads with the page: its HTML, stylesheet, font and the island loader. 75.6 kB
  // on the privacy policy with the phone menu's sheet and script; 76.3 kB with its section on
  // a quote request's status page and the owner's calendar; 76.4 kB with the site's stylesheet
  // carrying the quote form's "Add details", the inbox's list and the availability screen;
  // 76.5 kB with the privacy policy's sentence on a hold's sender code; 76.86 kB with its words
  // on quotes, job records and invoices.
  // The font inside the stylesheet, the page's islands added after its first paint (decision
  // 034): 44.4 kB on the privacy policy, three requests (its HTML, the stylesheet, the island
  // loader).
  total: 44_600,
  requests: 3,
};

/** Pages with more content than the hero-and-call-to-action pages. */
const byPage: Record<string, Partial<Budget>> = {
  // Every home section: 22.2 kB of HTML (FAQ answers, also as FAQ structured data, reviews, 18
  // cities, the drawn GTA map of 295 postal areas (2.7 kB), the repair steps, the coverage
  // check's form, the islands' props), and the coverage map on request and the coverage check
  // once the visitor reaches for it: 98.3 kB of JavaScript at most.
  // The tap counter in the island loader: 0.3 kB more in every page's total (83.5 kB).
  // The phone menu's sheet and script in the page, its island gone: 22.8 kB of HTML, 84.5 kB in
  // all, 88.2 kB of JavaScript at most.
  // "Do you come to me?" with its words read from content/ (0.3 kB, when the visitor reaches for
  // it): 88.8 kB.
  // The last words typed in the islands' code read from content/ (issue 56: the send-failure alert, what each form sends, the quote choices' labels, the text-us-a-photo link), in chunks the islands share (1.3 kB): 90.1 kB.
  // Its HTML in one round trip (it was 16.9 kB as brotli sends it, and a new connection's first
  // flight holds 14.6 kB, docs/decisions/018): the drawings below the fold, the GTA map's shared
  // drawing and its sections' icons as lazy images of files drawn at build time, the icons
  // leaner, the longest class lists named in app.css, React's entities and separators out of
  // the static HTML: 16.1 kB of gzip HTML (12.2 kB of brotli; built/first-flight.test.ts holds
  // it under 14.6 kB), 78.8 kB in all.
  // The tab's icon in the head, the line that adds the island loader after the first paint and
  // the manifest's <noscript> link (decision 034): 16.4 kB; the font in the stylesheet: 47.1 kB
  // in all. The header's menus with their island's script, not in the page (decision 034):
  // 15.8 kB of gzip HTML, 12.1 kB of brotli.
  "/": { jsAll: 90_500, html: 16_000, total: 47_400 },
  // The message form island beside the quote buttons, two maps on request, the phone bar and
  // menu, the coverage check: 16.2 kB of HTML; 103.3 kB of JavaScript at most, of which 80.4 kB
  // without the phone menu and the coverage check, under half of what the page loaded before
  // islands: a limit, not room to grow. The form's props name the lead service (0.03 kB). The
  // lead forms' shared send learnt to carry photos (0.5 kB): 104.3 kB. The tap counter (0.3 kB):
  // 104.7 kB. The site's own quote form in the hero, where every "Get Free Quote" of the site
  // goes without a CRM (its fields as HTML, so it sends without JavaScript; its island once the
  // visitor reaches for it, as on the location pages): 17.8 kB of HTML, 78.9 kB in all, 108.9 kB
  // of JavaScript at most. The phone menu's sheet in the page, its island gone: 18.4 kB of HTML,
  // 80.1 kB in all, 98.2 kB of JavaScript at most. The forms' words read from content/ and
  // their figures filled in in the browser (0.4 kB): 98.9 kB. The fields' messages read from
  // content/ (0.1 kB): 99.1 kB. "Do you come to me?" with its words read from content/ (0.4 kB):
  // 99.5 kB. The quote form's open days and windows, a window taken meanwhile answered with
  // the nearest ones, and the link to the request's status page (1.1 kB): 100.7 kB. The quote
  // form's optional fields folded under "Add details" (0.6 kB): 101.2 kB, 18.6 kB of HTML,
  // 80.7 kB in all. Its VIN field, checked as it is typed (1.0 kB): 102.3 kB, 18.8 kB of HTML,
  // 81.0 kB in all.
  // The last words typed in the islands' code read from content/ (issue 56: the send-failure alert, what each form sends, the quote choices' labels, the text-us-a-photo link), in chunks the islands share (1.4 kB): 104.7 kB.
  // The font in the stylesheet (decision 034): 46.8 kB in all.
  "/contact-us": { jsAll: 105_000, html: 18_900, total: 47_000 },
  // The instant estimate is what this page is for, so it hydrates with the page: React and the
  // tool (questions, rules, the coverage check with its 295 postal areas, the quote form it
  // fills in), 96.5 kB in 14 requests, none of them blocking the first paint (the page's text and
  // its first question are HTML). The rules, every price and the 18 cities as plain content:
  // 16.5 kB of HTML. 109.0 kB of JavaScript at most, with the phone menu and the quote buttons.
  // The quote form's receipt check from the lead service: 171.5 kB in all. The prices' labels are
  // worked out in the tool from the owner's price table (content/prices.json) rather than typed:
  // 0.15 kB more. The car, the camera behind the mirror (with its picture), the glass's features,
  // the calibration line and the insurance summary, and the quote form's who pays, when and
  // where and photos (shrunk in the browser): 7.7 kB more with the page (104.2 kB), 11.0 kB more
  // at most (120.0 kB), of which 3.3 kB is the vehicle list, loaded only when the car picker
  // opens. The issue allowed 15 kB. The tap counter in the loader and the estimate's answer
  // counted when it is reached: 0.4 kB more (104.6 kB with the page, 180.2 kB in all). The
  // phone menu's sheet and script in the page, its island gone: 105.1 kB with the page, 109.8 kB
  // at most, 17.3 kB of HTML, 181.3 kB in all. The quote form's words read from content/ and
  // its figures filled in in the browser (0.4 kB): 105.7 kB with the page, 110.4 kB at most,
  // 181.9 kB in all. Its questions, rules, answers and the rest of its words read from content/,
  // with the repair rules' figures filled in in the browser (1.1 kB): 107.1 kB with the page,
  // 111.7 kB at most, 183.3 kB in all. "Do you come to me?" with its words read from content/
  // (0.4 kB): 107.5 kB with the page, 112.2 kB at most, 183.7 kB in all. The quote form's open
  // days and windows, a window taken meanwhile and the status page's link (1.1 kB; issue 41
  // allowed 4): 108.7 kB with the page, 113.4 kB at most, 185.1 kB in all. Its optional
  // fields folded under "Add details" (0.6 kB): 109.3 kB with the page, 114.0 kB at most,
  // 185.8 kB in all. The VIN, in the quote form and the car picker, checked as it is typed
  // (1.5 kB with the page) and the table of VIN makers loaded with the car picker (1.3 kB):
  // 110.8 kB with the page, 117.1 kB at most, 187.4 kB in all. A preferred day checked to be
  // one the calendar has, as the lead service checks it (not a 500 for 2026-13-01): 111.02 kB
  // with the page, 117.33 kB at most.
  // The last words typed in the islands' code read from content/ (issue 56: the send-failure alert, what each form sends, the quote choices' labels, the text-us-a-photo link), in chunks the islands share (2.1 kB, and two requests more, none blocking the first paint): 113.1 kB with the page,
  // 119.5 kB at most, 189.5 kB in all, 17 requests.
  "/instant-estimate": {
    js: 113_600,
    jsAll: 120_000,
    html: 17_500,
    // The font in the stylesheet (decision 034): 153.3 kB in all, 16 requests.
    total: 153_600,
    requests: 16,
  },
  // The not-found page: the phone bar and menu, so a lost visitor can still call or find a page.
  // With the tap counter, 87.1 kB; the phone menu no longer an island, 76.4 kB.
  "/a-page-that-does-not-exist": { jsAll: 77_000 },
};

/** Pages of one template share a budget, set by the heaviest of them. */
const byKind: [prefix: string, budget: Partial<Budget>][] = [
  // A price card, the page's own sections, steps, related links, six to eight FAQ answers, the
  // service's illustration and, on the windshield pages, the link to the instant estimate: up
  // to 16.7 kB of HTML measured; 78.0 kB in all with the tap counter. The phone menu's sheet and
  // script in the page: 17.3 kB of HTML, 79.0 kB in all.
  // The font in the stylesheet (decision 034): up to 45.5 kB in all.
  ["/services/", { html: 17_500, total: 45_700 }],
  // The hero quote form island, the local area with the city on the drawn GTA map (2.7 kB) and
  // the coverage check, three service cards, four reasons, three reviews and five FAQ answers:
  // up to 24.1 kB of HTML and 103.4 kB of JavaScript at most. The quote form's who pays, when
  // and where (as HTML, so they are sent without JavaScript too) and its photo field: up to
  // 25.3 kB of HTML and 107.7 kB of JavaScript at most. The tap counter and the coverage
  // check's answer counted: 108.0 kB of JavaScript at most, 86.4 kB in all. The phone menu's
  // sheet and script in the page, its island gone: up to 25.8 kB of HTML, 87.5 kB in all,
  // 97.3 kB of JavaScript at most. The quote form's words read from content/ and its figures
  // filled in in the browser (0.4 kB): 97.9 kB of JavaScript at most.
  // "Do you come to me?" with its words read from content/ (0.4 kB): 98.6 kB. The quote form's
  // open windows, a window taken meanwhile and the status page's link (1.1 kB): 99.7 kB. Its
  // optional fields folded under "Add details" (0.6 kB): 100.3 kB, 26.0 kB of HTML, 88.2 kB in
  // all. Its VIN field, checked as it is typed (1.0 kB): 101.3 kB, 26.2 kB of HTML, 88.4 kB in
  // all.
  // The last words typed in the islands' code read from content/ (issue 56: the send-failure alert, what each form sends, the quote choices' labels, the text-us-a-photo link), in chunks the islands share (1.4 kB): 103.6 kB.
  // In one round trip, as the home page (above): up to 19.3 kB of gzip HTML, 13.9-14.5 kB of
  // brotli, from 18.7-19.4 kB (built/first-flight.test.ts holds every city page under 14.6 kB),
  // up to 82.0 kB in all. Not counted, as no page's lazy images are (page-weight.ts).
  // The tab's icon, the loader's line and the manifest's link in the head (decision 034): up to
  // 19.6 kB of gzip HTML; the font in the stylesheet: up to 50.3 kB in all. The header's menus
  // with their island's script, not in the page: up to 18.9 kB of gzip HTML, 13.8-14.4 kB of
  // brotli.
  ["/location/", { jsAll: 104_000, html: 19_100, total: 50_600 }],
];

export function budgetFor(path: string): Budget {
  const kind = byKind.find(([prefix]) => path.startsWith(prefix))?.[1];
  return { ...base, ...kind, ...byPage[path] };
}

/**
 * Each island's own JavaScript, gzip: its component and every chunk it loads that the shared
 * React runtime does not. A page pays for an island only when the island is due (at once, when
 * the browser is idle, when it comes into view or when its media query matches).
 */
export const islandBudgets = {
  /**
   * Astro's island loader and hydration directives, and the tap counter (0.3 kB), in one cached
   * file every page loads, minified. 2.4 kB measured; with the phone menu's script (0.45 kB),
   * which opens its sheet without an island, 2.8 kB; with Astro's idle directive (the instant
   * estimate's), 2.9 kB.
   */
  loader: 3_000,
  /** React, React DOM and Astro's React client: loaded once by a page with any island due. */
  runtime: 72_500,
  /**
   * The header's menus on wide screens: Radix Navigation Menu, with the menus' links, which come
   * with the script rather than in every page's HTML (app/integration/site-navigation.ts).
   * 14.6 kB measured.
   */
  MainNav: 15_200,
  /** "Get Free Quote" with its two-second busy state. 2.3 kB measured. */
  QuoteLink: 2_600,
  /** A map loaded on request. 2.5 kB measured; 3.0 kB with its words read from content/. */
  LazyMap: 3_100,
  /** The phone bar of Call, Text and Get Free Quote, on every page. 2.6 kB measured. */
  StickyCallBar: 2_800,
  /**
   * The message form: fields, validation messages, lead delivery (checked against the lead
   * service's receipt) and its toast. 7.6 kB measured, with the send that can carry photos;
   * 8.0 kB with its words read from content/ and their figures filled in in the browser; 8.3 kB
   * with the fields' messages read from content/ too; 8.6 kB with the shared send reading a
   * quote request's status page from its receipt and a refusal's fields; 8.73 kB with the
   * forms' shared rules checking a day is one the calendar has (issue 54); 9.56 kB with the
   * send-failure alert and what the form sends read from content/ (issue 56).
   */
  ContactForm: 9_800,
  /**
   * The location pages' quote form, the message form's rules plus phone and postal code, who
   * pays (with the insurers suggested), when and where, and the photo field that shrinks photos
   * in the browser. 11.7 kB measured; 12.2 kB with its words read from content/ and their
   * figures filled in in the browser; 13.6 kB with the open days and their windows as the day
   * and window lists (asked of the lead service once the form's script runs), a window taken
   * meanwhile answered with the nearest ones in one tap, and the link to the request's status
   * page (issue 41 allowed 4 kB); 14.2 kB with the optional fields folded under "Add details",
   * opened by a mistake in one of them or by a value filled in for the visitor (1.7 kB in all
   * for issue 41); 15.3 kB with the VIN field, its check digit and its messages, read out as
   * they come (1.1 kB; issue 42 allowed 2 kB). The table of VIN makers is the car picker's, not the form's.
   * 15.30 kB with the preferred day checked to be one the calendar has (issue 54).
   * 17.12 kB with the send-failure alert, what it sends, the choices' labels and the
   * text-us-a-photo link read from content/, and its parts as named components (issue 56).
   */
  QuoteForm: 17_500,
  /**
   * "Do you come to me?" (home, contact, every location page and the estimate): the 295 postal
   * code areas with their names and centres (about 8.5 kB: the answer must come without a
   * request), distances and the answers. Loaded when the visitor reaches for it. 11.9 kB measured;
   * 12.6 kB with its words read from content/.
   * 13.5 kB with the text-us-a-photo link's words read from content/ (issue 56), in the chunk of
   * the forms' messages it shares with the quote form.
   */
  CoverageCheck: 13_800,
  /**
   * The instant estimate, on its own page only: the questions and rules, the coverage check and
   * the quote form it fills in; the car picker, the camera question with its picture and the
   * glass's features; and, loaded only when the car picker opens, the vehicle list (3.3 kB).
   * 34.4 kB measured; 34.5 kB with its answer counted when the visitor reaches it; 35.0 kB with
   * the quote form's words read from content/; 36.4 kB with its questions, rules, answers and
   * the rest of its words read from content/ and the rules' figures filled in in the browser;
   * 36.8 kB with the coverage check's words read from content/ too; 38.1 kB with the quote
   * form's open windows; 38.6 kB with its optional fields under "Add details"; 41.9 kB with the
   * VIN in the quote form and the car picker and, loaded only when the car picker opens, the
   * table of VIN makers (1.3 kB).
   * 44.0 kB with the last words typed in its code and the quote form's read from content/
   * (issue 56).
   */
  EstimateTool: 44_500,
} as const satisfies Record<string, number>;
