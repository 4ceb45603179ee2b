/** What a lead form's field takes: the browser and the lead service read the same rule. */
export interface LeadFieldRule {
  /**
   * `text` (also a textarea or a select), `email`, `tel`, `postalCode`, `checkbox`, or `context`:
   * a hidden field the page fills in (the place and kind of page a quote came from)
   */
  kind: "text" | "email" | "tel" | "postalCode" | "checkbox" | "context";
  required?: boolean;
  /** The longest value taken, in characters */
  limit: number;
  /** A rule beyond required and length: a message for a bad value, or null */
  check?: (value: string) => string | null;
  /** The same rule as an HTML `pattern`, so the browser checks it without JavaScript too */
  pattern?: string;
  /** What the field wants, shown by the browser when the pattern does not match */
  title?: string;
}
