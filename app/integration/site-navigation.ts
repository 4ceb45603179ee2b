// Imports are relative: Astro loads its configuration, and so this module, before aliases exist.
import type { Plugin, ViteDevServer } from "vite";
import type { NavLink, NavMenu } from "../data/navigation";

/** What the header's menus on wide screens show (components/layout/MainNav.tsx). */
export interface HeaderNavigation {
  /** The navigation's name, read out by screen readers */
  label: string;
  about: NavLink;
  menus: readonly NavMenu[];
}

/** The module the menus' island imports them from. */
export const headerNavigationModule = "virtual:header-navigation";
const resolved = `\0${headerNavigationModule}`;

/**
 * The header's menus, every service and city with their descriptions, are the same on every
 * page. Passed to the island as props, Astro would write them into each page's HTML (4.8 kB,
 * 0.55 kB of brotli: the largest part of a city page that is neither words nor layout, decision
 * 034). As a module the island imports instead, they are in its script, which only wide screens
 * load, once, and keep. The module is made from the content at build; under the development
 * server, afresh after a save in content/.
 */
export function headerNavigationPlugin(
  root: string,
  atBuild: () => HeaderNavigation,
  /** Under the development server (a build starts a server of its own too, then closes it) */
  dev: boolean,
): Plugin {
  let server: ViteDevServer | undefined;
  const fresh = async (): Promise<HeaderNavigation> => {
    if (!server) return atBuild();
    const load = (file: string) => server!.ssrLoadModule(`${root}/app/data/${file}`);
    const [{ navigation }, { everyPageText }] = await Promise.all([
      load("navigation.ts"),
      load("every-page.ts"),
    ]);
    return {
      label: everyPageText.header.mainNav,
      about: navigation.about,
      menus: navigation.menus,
    };
  };
  return {
    name: "header-navigation",
    configureServer(devServer) {
      if (dev) server = devServer;
    },
    resolveId: (id) => (id === headerNavigationModule ? resolved : undefined),
    // As JSON text, which a browser reads faster than the same object written as code.
    load: async (id) =>
      id === resolved
        ? `export default JSON.parse(${JSON.stringify(JSON.stringify(await fresh()))});`
        : undefined,
    handleHotUpdate({ file, server: devServer }) {
      if (!file.includes("/content/")) return;
      const module = devServer.moduleGraph.getModuleById(resolved);
      if (module) devServer.moduleGraph.invalidateModule(module);
    },
  };
}
