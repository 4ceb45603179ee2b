/**
 * The business facts the policy pages (privacy, accessibility, warranty) state that only the
 * owner can confirm: who answers privacy questions, the email address for written requests, and
 * how long the business keeps a customer's details. The pages read them from here and never type
 * them in their copy.
 *
 * PLACEHOLDER: the shipped values are samples. The email address is on a host reserved for
 * examples, and `confirmedByOwner` stays false until the owner has checked the contact person and
 * the retention periods against what the business really does. The build lists both among the
 * sample values still in use (app/lib/placeholders.ts) until then.
 */
export const policyFacts = {
  /** Who answers privacy and accessibility questions (PIPEDA asks for someone accountable) */
  privacyContact: "the owner",
  /** Where written requests (privacy, accessibility, warranty claims) can be sent */
  email: "info@example.com",
  /**
   * How long quote requests and messages that did not lead to a job are kept, in months, after
   * we last hear from the visitor. The privacy policy states it, and the lead service deletes
   * every lead older than that (worker/index.ts, the hourly trigger).
   */
  enquiryRetentionMonths: 12,
  /**
   * The least time job records (invoice, vehicle, work done) are kept after the job, for tax
   * purposes; they are also kept while the warranty on the work can be claimed
   */
  jobRecordMinimum: "6 years",
  /** Set to true once the owner has checked the contact person and both retention periods */
  confirmedByOwner: false,
} as const;

export type PolicyFacts = {
  readonly [K in keyof typeof policyFacts]: (typeof policyFacts)[K] extends boolean
    ? boolean
    : (typeof policyFacts)[K] extends number
      ? number
      : string;
};

/** The retention period in words: "12 months". */
export const enquiryRetentionText = `${policyFacts.enquiryRetentionMonths} months`;

/** The moment before which a lead last heard from is past the retention period. */
export function enquiryRetentionCutoff(now: Date, facts: PolicyFacts = policyFacts): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - facts.enquiryRetentionMonths);
  return cutoff;
}

/** The email address as a link target. */
export const policyMailto = (facts: PolicyFacts = policyFacts) => `mailto:${facts.email}`;
