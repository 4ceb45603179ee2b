import { siteConfig, type SiteConfig } from "../core/config/site";

/**
 * The origin of the links the lead service writes (a receipt's status page, the owner's alert,
 * the texts to the driver, the calendar's events): the address the business set, never the
 * `Host` a request names. That is LEAD_ENDPOINT's origin when the pages are hosted elsewhere
 * (the status pages and the inbox are the Worker's, there), else SITE_URL's; only a build with
 * neither set (a run on this computer) uses the address the request came to.
 */
export function publicOrigin(
  request: Request,
  config: Pick<SiteConfig, "leadEndpoint" | "siteUrl" | "siteUrlSet"> = siteConfig,
): string {
  if (/^https?:\/\//.test(config.leadEndpoint)) return new URL(config.leadEndpoint).origin;
  if (config.siteUrlSet) return new URL(config.siteUrl).origin;
  return new URL(request.url).origin;
}
