// Relative import: the build configuration loads this module (for the sitemap) before "~" exists.
import { siteConfig, type SiteConfig } from "../../core/config/site";

/** A page's canonical address: the site URL and its path ("/" keeps its slash). */
export function canonicalUrl(path: string, config: SiteConfig = siteConfig): string {
  return path === "/" ? `${config.siteUrl}/` : `${config.siteUrl}${path}`;
}
