/** Timings of the interface, as the site was first specified. */
export const uiTimings = {
  /** How long "Get Free Quote" reads "Opening Form..." and stays disabled after a click */
  quoteButtonResetMs: 2000,
  /** The contact form's simulated send, when no lead endpoint is set */
  simulatedSendMs: 1000,
  /** The contact page's sticky bar appears past this fraction of the viewport's height */
  stickyBarThreshold: 0.8,
} as const;
