import stored from "../../content/policy.json";
import type { PolicyContent } from "./schema";

/**
 * The business facts the policy pages (privacy, accessibility, warranty) state that only the
 * owner can confirm, kept in content/policy.json: who answers privacy questions (PIPEDA asks for
 * someone accountable), the email address for written requests, how long quote requests that
 * did not lead to a job are kept (the privacy policy states it, and the lead service deletes
 * every lead older than that, worker/index.ts), how long the owner's daily counts of taps and
 * answers are kept (likewise, worker/events.ts), how long the nightly backups of both are kept
 * (worker/backup.ts), and the least time job records are kept for tax.
 * The pages read them from here and never type them in their copy.
 *
 * The shipped values are samples (the file's sample mark; the email is on a host reserved for
 * examples): the build lists them, and a live build refuses them, until the owner has checked
 * them against what the business really does and unticked the mark.
 */
const content = stored as PolicyContent;

export const policyFacts = {
  privacyContact: content.privacyContact,
  email: content.email,
  enquiryRetentionMonths: content.enquiryRetentionMonths,
  countRetentionMonths: content.countRetentionMonths,
  backupRetentionDays: content.backupRetentionDays,
  jobRecordYears: content.jobRecordYears,
  /** "6 years", as the privacy policy says it */
  jobRecordMinimum: `${content.jobRecordYears} years`,
  /** Whether the owner has confirmed them (the file carries no sample mark) */
  confirmedByOwner: content.sample !== true,
};

export type PolicyFacts = Readonly<typeof policyFacts>;

/**
 * The moment before which a job's records (its quotes, job record and invoices) are past their
 * keeping: the privacy policy's years from the end of the tax year they belong to, as Canada's
 * revenue agency counts them. On any day of 2033, with 6 years, the records of 2026 are past it
 * (their year ended 31 December 2026, six years before 31 December 2032): 1 January 2027.
 */
export function jobRecordCutoff(now: Date, facts: PolicyFacts = policyFacts): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - facts.jobRecordYears, 0, 1, 5));
}

/** The retention period in words: "12 months". */
export const enquiryRetentionText = `${policyFacts.enquiryRetentionMonths} months`;

/** The moment before which a lead last heard from is past the retention period. */
export function enquiryRetentionCutoff(now: Date, facts: PolicyFacts = policyFacts): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - facts.enquiryRetentionMonths);
  return cutoff;
}

/** How long the owner's daily counts are kept, in words: "13 months". */
export const countRetentionText = `${policyFacts.countRetentionMonths} months`;

/**
 * The first day (YYYY-MM-DD, in UTC's calendar) whose counts of taps and answers are still kept
 * (worker/events.ts deletes the days before it).
 */
export function countRetentionStart(now: Date, facts: PolicyFacts = policyFacts): string {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - facts.countRetentionMonths);
  return start.toISOString().slice(0, 10);
}

/** How long the nightly backups are kept, in words: "30 days". */
export const backupRetentionText = `${policyFacts.backupRetentionDays} days`;

/** The oldest day (YYYY-MM-DD, UTC) whose nightly backup is still kept on `now`. */
export function backupRetentionStart(now: Date, facts: PolicyFacts = policyFacts): string {
  const start = new Date(now.getTime() - (facts.backupRetentionDays - 1) * 86_400_000);
  return start.toISOString().slice(0, 10);
}

/** The email address as a link target. */
export const policyMailto = (facts: PolicyFacts = policyFacts) => `mailto:${facts.email}`;
