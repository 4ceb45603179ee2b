import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeBuildAssets } from "./app/build-assets";
import { notFoundPrerenderPath, sitePaths } from "./app/data/site-pages";
import { flattenPageFiles, htmlFiles } from "./deploy/page-files";
import { writeServing } from "./deploy/write-serving";

export default {
  appDirectory: "app",
  // BUILD_DIR builds a variant beside the default one (the browser tests build one with a lead
  // endpoint of their own).
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: no server rendering at request time, every route prerendered to HTML.
  ssr: false,
  // The list of paths comes from the data modules, so adding a city or a service is adding a record.
  prerender: () => [...sitePaths(), notFoundPrerenderPath],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");

    // The not-found page is prerendered at a path no visitor uses and moved to /404.html,
    // which the production servers answer, with status 404, for every unknown path.
    await rename(
      path.join(client, notFoundPrerenderPath, "index.html"),
      path.join(client, "404.html"),
    );
    await rm(path.join(client, notFoundPrerenderPath), { recursive: true, force: true });
    // The sitemap, robots.txt, share image, icons and web app manifest.
    await writeBuildAssets(client, sitePaths());

    // Every page is prerendered, so the single-page-app fallback React Router writes is unused.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });

    // The script preloads still download in parallel, but after the stylesheet and the font,
    // so the page paints sooner and becomes interactive no later (docs/decisions/001-stack.md).
    for (const file of (await htmlFiles(client)).map((f) => path.join(client, f))) {
      const html = await readFile(file, "utf8");
      await writeFile(
        file,
        html.replaceAll(
          '<link rel="modulepreload" href=',
          '<link rel="modulepreload" fetchpriority="low" href=',
        ),
      );
    }

    // /about-us is written as about-us.html, the layout under which every host serves it
    // without a trailing slash (deploy/page-files.ts).
    await flattenPageFiles(client);

    // Last: headers, redirects and content security policies for nginx, the CDN and
    // `npm start`, hashed from the final pages, and the compressed twins of every text file.
    await writeServing(reactRouterConfig.buildDirectory, process.env);
  },
} satisfies Config;
