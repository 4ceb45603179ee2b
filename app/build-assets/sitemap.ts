import { siteConfig, type SiteConfig } from "../../core/config/site";
import { canonicalUrl } from "../lib/urls";

/** The sitemap: every public page's canonical URL, in the order of the page list. */
export function sitemapXml(paths: readonly string[], config: SiteConfig = siteConfig): string {
  const urls = paths.map((path) => `  <url><loc>${canonicalUrl(path, config)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: every page may be crawled, and here is the sitemap. */
export function robotsTxt(config: SiteConfig = siteConfig): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${config.siteUrl}/sitemap.xml`, ""].join("\n");
}
