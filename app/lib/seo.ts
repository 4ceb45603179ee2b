import type { MetaDescriptor } from "react-router";
import { brandFiles } from "~/config/brand";
import { siteConfig, type SiteConfig } from "~/config/site";
import { breadcrumbJsonLd, businessJsonLd, type JsonLd } from "~/lib/structured-data";
import { canonicalUrl } from "~/lib/urls";

export { canonicalUrl } from "~/lib/urls";

export interface SeoInput {
  /** The page's own title; the business name is appended where it fits */
  title: string;
  description: string;
  /** The page's path, e.g. "/about-us"; the canonical URL is built from the site URL */
  path: string;
  keywords?: readonly string[];
  /** For pages search engines should not list (the not-found page) */
  noindex?: boolean;
  /** The page's name in its breadcrumb trail; its title when absent */
  breadcrumb?: string;
  /** Structured data beyond the business and the breadcrumb trail: an FAQ, a service */
  jsonLd?: readonly JsonLd[];
}

/** Search results cut titles and descriptions beyond these lengths. */
export const titleMaxLength = 59;
export const descriptionMaxLength = 159;

/**
 * The page title with the business name after it: the full name where it fits in
 * `titleMaxLength`, else the short name, else the page's own title alone.
 */
export function fullTitle(title: string, config: SiteConfig = siteConfig): string {
  if (title.includes(config.name)) return title;
  const candidates = [`${title} | ${config.name}`, `${title} | ${config.shortName}`];
  return candidates.find((c) => c.length <= titleMaxLength) ?? title;
}

/**
 * Every route's `meta` calls this: title, description, canonical link, Open Graph and Twitter
 * tags with the share image, and JSON-LD: the business on every page, the breadcrumb trail on
 * every page but home, and the page's own structured data.
 */
export function seo(input: SeoInput, config: SiteConfig = siteConfig): MetaDescriptor[] {
  const title = fullTitle(input.title, config);
  const url = canonicalUrl(input.path, config);
  const image = brandFiles.socialImage;
  const imageUrl = `${config.siteUrl}${image.path}`;
  const imageAlt = `${config.name}: ${config.tagline}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.name },
    { property: "og:locale", content: config.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
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

  const jsonLd: JsonLd[] = [businessJsonLd(config)];
  if (input.path !== "/" && !input.noindex) {
    jsonLd.push(
      breadcrumbJsonLd([{ name: input.breadcrumb ?? input.title, path: input.path }], config),
    );
  }
  jsonLd.push(...(input.jsonLd ?? []));
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
