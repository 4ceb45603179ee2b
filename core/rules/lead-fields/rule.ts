/** What a lead form's field takes: the browser and the lead service read the same rule. */
export interface LeadFieldRule {
  /**
   * `text` (also a textarea), `email`, `tel`, `postalCode`, `vin` (kept as a VIN is written),
   * `checkbox`, `date` (YYYY-MM-DD),
   * `choice` (a select: one of `choices`, or empty), or `context`: a hidden field the page fills
   * in (the place and kind of page a quote came from, the instant estimate's answer)
   */
  kind:
    "text" | "email" | "tel" | "postalCode" | "vin" | "checkbox" | "date" | "choice" | "context";
  required?: boolean;
  /** A choice's values: anything else (but empty) is refused */
  choices?: readonly string[];
  /** The longest value taken, in characters */
  limit: number;
  /** A rule beyond required and length: a message for a bad value, or null */
  check?: (value: string) => string | null;
  /** The same rule as an HTML `pattern`, so the browser checks it without JavaScript too */
  pattern?: string;
  /** What the field wants, shown by the browser when the pattern does not match */
  title?: string;
  /**
   * When the field's message shows while the visitor types (a VIN once it is whole); without
   * it, a message waits for the send, and then follows each change
   */
  showsAsTyped?: (value: string) => boolean;
}
