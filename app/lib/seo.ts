import { brandFiles } from "../../core/config/brand";
import { siteConfig, type SiteConfig } from "../../core/config/site";
import { breadcrumbJsonLd, businessJsonLd, type JsonLd } from "./structured-data";
import { canonicalUrl } from "./urls";

export { canonicalUrl } from "./urls";

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

/** A `<meta>` tag: by `name` (description, twitter:…) or by `property` (og:…). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** What a page's `<head>` says about it, for the layout to write. */
export interface HeadTags {
  title: string;
  meta: MetaTag[];
  /** The canonical address; none for pages search engines should not list */
  canonical: string | null;
  jsonLd: JsonLd[];
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
 * Every page's head comes from this: title, description, canonical link, Open Graph and Twitter
 * tags with the share image, and JSON-LD: the business on every page, the breadcrumb trail on
 * every page but home, and the page's own structured data.
 */
export function seo(input: SeoInput, config: SiteConfig = siteConfig): HeadTags {
  const title = fullTitle(input.title, config);
  const url = canonicalUrl(input.path, config);
  const image = brandFiles.socialImage;
  const imageUrl = `${config.siteUrl}${image.path}`;
  const imageAlt = `${config.name}: ${config.tagline}`;
  const meta: MetaTag[] = [
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
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  else meta.push({ property: "og:url", content: url });

  const jsonLd: JsonLd[] = [businessJsonLd(config)];
  if (input.path !== "/" && !input.noindex) {
    jsonLd.push(
      breadcrumbJsonLd([{ name: input.breadcrumb ?? input.title, path: input.path }], config),
    );
  }
  jsonLd.push(...(input.jsonLd ?? []));
  return { title, meta, canonical: input.noindex ? null : url, jsonLd };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<` is written as `\u003c`, so no
 * text in the data (an answer that mentions `</script>`, say) can end the element early.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * An SVG as a `data:` address, for the tab's icon: written into the head, the browser shows it
 * without asking the server, so no request for it races the page's first paint (decision 034).
 * Double quotes become single ones and only the characters an address cannot hold (a space
 * among them) are escaped.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[ %#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}

/**
 * The page script that links the web app manifest, which the build moves into the island loader
 * file: it runs once the page has painted. A browser reads a manifest as soon as it sees the link
 * and then fetches its icons, three requests that would race the first paint for nothing a
 * visitor sees. Without JavaScript the same link is in the head's `<noscript>` (decision 034).
 */
export const manifestLinkScript = (href: string) =>
  `document.head.append(Object.assign(document.createElement("link"),{rel:"manifest",href:${JSON.stringify(href)}}));`;
