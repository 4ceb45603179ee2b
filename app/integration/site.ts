// Imports are relative: Astro loads its configuration, and so this module, before aliases exist.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { writeBuildAssets } from "../build-assets";
import { adminMiddleware, writeAdmin } from "../build-assets/admin";
import { leftNow, writeGoingLive } from "../build-assets/going-live";
import type * as goingLivePage from "../build-assets/going-live";
import type { SiteEnv } from "../../core/config/env-keys";
import type { SiteConfig } from "../../core/config/site";
import { briefPlaceholderReport, leftCount, placeholderReport } from "../lib/placeholders";
import { leadOutcomeText } from "../../core/data/lead-outcome";
import { bookingText, jobStatusText } from "../../core/data/booking";
import { navigation } from "../data/navigation";
import { sitePages, sitePaths } from "../data/site-pages";
import { leadPages } from "../../core/rules/leads";
import { writeIslandLoader } from "./island-loader";
import { leanIcons } from "./lean-icons";
import { siteFont, writeSiteFont } from "./site-font";
import { headerNavigationPlugin } from "./site-navigation";
import { everyPageText } from "../data/every-page";
import { tidyHtml } from "./tidy-html";
import { builtPages } from "../../deploy/page-files";
import { writeServing } from "../../deploy/write-serving";
import { buildStamp, stampFile } from "../../deploy/build-stamp.mjs";
import { leadDatabaseId } from "../../deploy/wrangler-config.mjs";

/** The "Before going live" page's module, as the development server loads it afresh. */
type GoingLiveModule = typeof goingLivePage;

/**
 * What the site adds to Astro's build:
 *
 * - before anything else, what is left before going live (app/lib/placeholders.ts: the
 *   database, the settings, the samples, the placeholder links and facts), and with
 *   REQUIRE_LIVE_CONFIG=1 a stop when anything is;
 * - two hydration directives: `client:interaction` (./client-interaction.ts), which hydrates
 *   an island when the visitor reaches for it and replays a click or a submission made before,
 *   and `client:scroll` (./client-scroll.ts), which hydrates at the first scroll on the screens
 *   a media query names;
 * - once the pages are written: Astro's inline style for its island wrappers taken out (the
 *   stylesheet has the same rule), Lucide's icons made leaner (./lean-icons.ts), React's
 *   apostrophe entities and text separators taken out of the static HTML (./tidy-html.ts), and
 *   Astro's inline island loader moved into one cached file (./island-loader.ts), then the
 *   sitemap, robots.txt, share image, icons and web app manifest (app/build-assets), then the
 *   headers, content security policies and redirects of every host and the compressed twins of
 *   every file (deploy/write-serving.ts), hashed from the final pages, and the pages' paths and
 *   names for the Worker (`site-pages.json`).
 */
/**
 * The words of the lead service's own pages (a quote request's status page, a window's name),
 * read here: a token in them that names nothing stops the build, with the file and the field,
 * as one in a page's words does, and never the lead service once it is deployed.
 */
export const leadServiceWords = [jobStatusText, bookingText] as const;

export function site({
  buildDir,
  env,
  config,
}: {
  buildDir: string;
  /** The settings the build was made with (docs/going-live.md, "Configuration") */
  env: SiteEnv;
  /** The site config made from them, once, in astro.config.ts */
  config: SiteConfig;
}): AstroIntegration {
  return {
    name: "gta-auto-glass",
    hooks: {
      // `npm run admin`: the editor at /admin beside the development server.
      "astro:server:setup": ({ server }) => {
        // The editor's "Before going live" page is made from the content as it is at each
        // request, through Vite, which reloads what a save changed.
        const goingLive = async () => {
          const page = (await server.ssrLoadModule(goingLiveModule)) as GoingLiveModule;
          return page.goingLiveHtml(page.leftNow(root, env, leadDatabaseId(root)));
        };
        server.middlewares.use(adminMiddleware({ goingLive }));
      },
      "astro:config:setup": async ({ addClientDirective, command, updateConfig }) => {
        if (command === "build") checkLiveConfig(env, config);
        // The brand font, cut to the content's characters and written into the stylesheet
        // (site-font.ts): app.css names it by its alias; only this file is inlined, whatever
        // its size (every other asset keeps Vite's limit).
        const font = await writeSiteFont(
          path.join(root, "content"),
          path.join(root, ".astro", "site-font"),
        );
        updateConfig({
          vite: {
            resolve: { alias: { [siteFont.alias]: path.dirname(font) } },
            // The header's menus, for its island to import (./site-navigation.ts).
            plugins: [
              headerNavigationPlugin(
                root,
                () => ({
                  label: everyPageText.header.mainNav,
                  about: navigation.about,
                  menus: navigation.menus,
                }),
                command === "dev",
              ),
            ],
            build: { assetsInlineLimit: (file: string) => (file === font ? true : undefined) },
          },
        });
        for (const name of ["interaction", "scroll"]) {
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`./client-${name}.ts`, import.meta.url)),
          });
        }
      },
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        await tidyPages(client);
        await writeIslandLoader(client, await builtPages(client));
        await writeBuildAssets(client, sitePaths());
        await writeAdmin(client, {
          siteUrl: config.siteUrl,
          repo: process.env.CMS_REPO || undefined,
        });
        await writeGoingLive(client, leftNow(root, env, leadDatabaseId(root)));
        await writeServing(buildDir, env, config);
        await writeFile(
          path.join(buildDir, "site-pages.json"),
          `${JSON.stringify(builtPageNames())}\n`,
        );
        // What it was made from, so `npm start` builds again only when that has changed.
        await writeFile(
          path.join(buildDir, stampFile),
          `${JSON.stringify({ inputs: buildStamp(root, process.env) })}\n`,
        );
        logger.info(`sitemap, icons, host configurations and compressed files written`);
      },
    },
  };
}

/**
 * Every page a visitor can be on, with the name the owner's numbers in the inbox show it by:
 * written to build/site-pages.json for the Worker (worker/site-pages.ts).
 */
export function builtPageNames(): { path: string; name: string }[] {
  const named = {
    home: "Home page",
    about: navigation.about.label,
    contact: navigation.contact.label,
    estimate: "Instant Estimate",
    insurance: navigation.insurance.label,
  };
  return [
    ...sitePages().map((page) => ({
      path: page.path,
      name:
        page.kind === "service"
          ? page.service.name
          : page.kind === "location"
            ? page.location.menuLabel
            : page.kind === "policy"
              ? page.policy.name
              : named[page.kind],
    })),
    { path: leadPages.received, name: leadOutcomeText.received.title },
    { path: leadPages.notSent, name: leadOutcomeText.notSent.title },
  ];
}

/**
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` into
 * the body of every page with an island. The site's stylesheet holds the same rule for every page
 * (app.css), so the inline copy is dropped: a `<style>` in the body is not valid HTML where Astro
 * puts it, and without it no page needs an inline style in its content security policy.
 */
export const islandStyle =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Each page without Astro's island style (above), with leaner icons (./lean-icons.ts) and
 * without what React writes that no browser needs outside an island (./tidy-html.ts).
 */
async function tidyPages(client: string) {
  for (const page of await builtPages(client)) {
    const html = tidyHtml(leanIcons(page.html.replaceAll(islandStyle, "")));
    if (html !== page.html) await writeFile(path.join(client, page.file), html);
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const goingLiveModule = fileURLToPath(new URL("../build-assets/going-live.ts", import.meta.url));

/**
 * Prints what is left before going live, in one list; with REQUIRE_LIVE_CONFIG=1 (the deploy and
 * its dry run), refuses to build while anything is.
 */
function checkLiveConfig(env: SiteEnv, config: SiteConfig) {
  const found = leftNow(root, env, leadDatabaseId(root), config);
  if (leftCount(found) === 0) return;
  const required = /^(1|true|yes)$/i.test(process.env.REQUIRE_LIVE_CONFIG ?? "");
  const report = placeholderReport(found, required);
  if (required) {
    // What is left to do, said plainly: a refusal, not the build's error.
    console.error(`\n${report}\n`);
    process.exit(1);
  }
  // `npm start` builds with SAMPLE_REPORT=brief: a line, not the list, before where the site is.
  if (process.env.SAMPLE_REPORT === "brief") console.warn(briefPlaceholderReport(found));
  else console.warn(`\n${report}\n`);
}
