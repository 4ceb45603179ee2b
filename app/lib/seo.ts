import type { MetaDescriptor } from "react-router";
import { siteConfig, type SiteConfig } from "~/config/site";

export interface SeoInput {
  /** The page's own title; the business name is appended */
  title: string;
  description: string;
  /** The page's path, e.g. "/about-us"; the canonical URL is built from the site URL */
  path: string;
  keywords?: readonly string[];
  /** For pages search engines should not list (the not-found page) */
  noindex?: boolean;
}

export function canonicalUrl(path: string, config: SiteConfig = siteConfig): string {
  return path === "/" ? `${config.siteUrl}/` : `${config.siteUrl}${path}`;
}

export function fullTitle(title: string, config: SiteConfig = siteConfig): string {
  return title.includes(config.name) ? title : `${title} | ${config.name}`;
}

/** Every route's `meta` calls this: title, description, canonical, Open Graph and Twitter tags. */
export function seo(input: SeoInput, config: SiteConfig = siteConfig): MetaDescriptor[] {
  const title = fullTitle(input.title, config);
  const url = canonicalUrl(input.path, config);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.name },
    { property: "og:locale", content: config.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.keywords?.length) {
    tags.push({ name: "keywords", content: input.keywords.join(", ") });
  }
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
  }
  return tags;
}
