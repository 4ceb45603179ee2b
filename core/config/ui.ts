/** Timings of the interface, as the site was first specified. */
export const uiTimings = {
  /** How long "Get Free Quote" reads "Opening Form..." and stays disabled after a click */
  quoteButtonResetMs: 2000,
  /**
   * How long a send whose honeypot a bot filled in seems to take before it is "sent" (it goes
   * nowhere): about as long as a real one, so the bot learns nothing
   */
  discardedSendMs: 1000,
  /** The contact page's sticky bar appears past this fraction of the viewport's height */
  stickyBarThreshold: 0.8,
} as const;

/**
 * How long a lead form keeps what a visitor typed (app/components/forms/drafts.ts): a week, long
 * enough to come back to a quote, short enough not to keep details for long. The privacy policy
 * states it.
 */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
