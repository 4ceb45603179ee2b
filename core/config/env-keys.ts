/** The environment variables that override business facts at build time (docs/going-live.md, "Configuration"). */
export const siteEnvKeys = [
  "SITE_URL",
  "BUSINESS_PHONE",
  "QUOTE_FORM_URL",
  "LEAD_ENDPOINT",
] as const;

export type SiteEnv = Partial<Record<(typeof siteEnvKeys)[number], string>>;
