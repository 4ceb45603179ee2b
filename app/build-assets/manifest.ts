import { brandColors, brandFiles } from "../../core/config/brand";
import { siteConfig, type SiteConfig } from "../../core/config/site";

/** The web app manifest: the name, colours and icons a phone uses for a home-screen shortcut. */
export function webManifest(config: SiteConfig = siteConfig) {
  const [small, large] = brandFiles.icons;
  return {
    name: config.name,
    short_name: config.shortName,
    description: config.tagline,
    lang: "en-CA",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: brandColors.background,
    theme_color: brandColors.primary,
    icons: [
      { src: small.path, sizes: `${small.size}x${small.size}`, type: "image/png", purpose: "any" },
      { src: large.path, sizes: `${large.size}x${large.size}`, type: "image/png", purpose: "any" },
      {
        src: large.path,
        sizes: `${large.size}x${large.size}`,
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}
