/**
 * What the site counts, for the owner's numbers in the inbox: a tap on call, text or Get Free
 * Quote, an answer from the instant estimate or the coverage check, and a lead the lead service
 * stored. Each is counted as one more of its kind, on its page, that day: never who did it.
 * Nothing is counted when the browser asks not to be tracked (Do Not Track, Global Privacy
 * Control). docs/decisions/021-counted-taps-without-tracking.md says why it is built this way.
 */

export const countedEvents = ["call", "text", "quote", "estimate", "coverage", "lead"] as const;
export type CountedEvent = (typeof countedEvents)[number];

/** The events a page reports; `lead` is counted by the lead service itself as it stores one. */
export const pageEvents = ["call", "text", "quote", "estimate", "coverage"] as const;
export type PageEvent = (typeof pageEvents)[number];

export const isPageEvent = (value: unknown): value is PageEvent =>
  (pageEvents as readonly unknown[]).includes(value);

/** The page a tap on an address the site does not have is counted under. */
export const unknownPage = "/404";

/** The DOM event an island dispatches to have an answer counted (see countAnswer). */
export const countEventType = "site:count";

/** The attribute that marks a link whose tap is counted as `quote` (Get Free Quote). */
export const countAttribute = "data-count";

/**
 * Has the answer the visitor just reached counted: the islands dispatch it, and the page's tap
 * counter (tapCounter) sends it. An island carries no counting code of its own.
 */
export function countAnswer(event: "estimate" | "coverage") {
  document.dispatchEvent(new CustomEvent(countEventType, { detail: event }));
}

export interface TapCounterOptions {
  /** Where the counts go: the Worker's events endpoint (siteConfig.eventsEndpoint) */
  endpoint: string;
  /** countEventType */
  eventType: string;
  /** countAttribute */
  attribute: string;
}

/**
 * The page's tap counter: the few lines every page runs, written into the page as an inline
 * script (app/layouts/Page.astro), which the build moves into the cached island loader file.
 * It does nothing until the visitor acts. A tap on a `tel:` or `sms:` link, or on a link marked
 * `data-count`, and an answer an island reports, each send one beacon, `event` and `page` and
 * nothing else: no cookie, no storage, no identifier. The browser's "do not track" and Global
 * Privacy Control turn it off. A tap the page cancelled (Get Free Quote tapped twice while it
 * opens) is not counted.
 *
 * It is turned into text for the page (`String(tapCounter)`), so it uses its arguments and the
 * browser's globals only.
 */
export function tapCounter(win: Window, options: TapCounterOptions) {
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  const send = (event: string) => {
    if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) return;
    if (typeof nav.sendBeacon !== "function") return;
    nav.sendBeacon(
      options.endpoint,
      new URLSearchParams({ event: event, page: win.location.pathname }),
    );
  };
  win.addEventListener("click", (click) => {
    const target = click.target as Element | null;
    const link = target && target.closest ? target.closest("a[href]") : null;
    if (!link || click.defaultPrevented) return;
    const href = (link.getAttribute("href") || "").toLowerCase();
    const marked = link.getAttribute(options.attribute);
    const event = marked
      ? marked
      : href.startsWith("tel:")
        ? "call"
        : href.startsWith("sms:")
          ? "text"
          : "";
    if (event) send(event);
  });
  win.document.addEventListener(options.eventType, (answer) => {
    const detail = (answer as CustomEvent<unknown>).detail;
    if (typeof detail === "string") send(detail);
  });
}

/** The tap counter as the inline script a page carries (app/layouts/Page.astro). */
export function tapCounterScript(endpoint: string): string {
  const options: TapCounterOptions = {
    endpoint,
    eventType: countEventType,
    attribute: countAttribute,
  };
  return `(${String(tapCounter)})(window,${JSON.stringify(options)});`;
}
