import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brandFiles } from "../../core/config/brand";
import { siteConfig, type SiteConfig } from "../../core/config/site";
import { icoFromPngs, iconSvg, socialImagePng, svgToPng } from "./images";
import { webManifest } from "./manifest";
import { robotsTxt, sitemapXml } from "./sitemap";

/**
 * Writes the files search engines, social networks and phones ask for into the built site:
 * sitemap.xml and robots.txt from the page list, the share image, the icons and the web app
 * manifest from the brand. The build configuration calls this once the pages are prerendered.
 */
export async function writeBuildAssets(
  clientDir: string,
  paths: readonly string[],
  config: SiteConfig = siteConfig,
): Promise<string[]> {
  const file = (name: string) => path.join(clientDir, name);
  const square = iconSvg();
  const rounded = iconSvg(18);
  const outputs: [string, string | Uint8Array][] = [
    ["/sitemap.xml", sitemapXml(paths, config)],
    ["/robots.txt", robotsTxt(config)],
    [brandFiles.manifest, `${JSON.stringify(webManifest(config), null, 2)}\n`],
    [brandFiles.socialImage.path, await socialImagePng(config)],
    [brandFiles.appleTouchIcon.path, await svgToPng(square, brandFiles.appleTouchIcon.size)],
    [
      brandFiles.faviconIco,
      icoFromPngs([
        { size: 16, png: await svgToPng(rounded, 16) },
        { size: 32, png: await svgToPng(rounded, 32) },
        { size: 48, png: await svgToPng(rounded, 48) },
      ]),
    ],
  ];
  for (const icon of brandFiles.icons) outputs.push([icon.path, await svgToPng(square, icon.size)]);
  for (const [name, data] of outputs) await writeFile(file(name), data);
  return outputs.map(([name]) => name);
}
