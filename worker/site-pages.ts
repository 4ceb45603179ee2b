/**
 * The site's pages as the build that the Worker is deployed with wrote them (build/site-pages.json,
 * given to the Worker as `__SITE_PAGES__` by scripts/lead-service.mjs): each page's path and the
 * name the owner's numbers show it by. The Worker cannot read the content files the pages are
 * made from (the build's glob imports), so it takes the list the build made of them.
 */
export interface BuiltPageName {
  path: string;
  name: string;
}

declare const __SITE_PAGES__: readonly BuiltPageName[] | undefined;

export const builtPageNames: readonly BuiltPageName[] =
  typeof __SITE_PAGES__ !== "undefined" ? __SITE_PAGES__ : [];

if (builtPageNames.length === 0) {
  console.error(
    "The Worker was started without the build's page list (__SITE_PAGES__): every tap counts as an unknown page. Start it with `npm start` or `npm run deploy`.",
  );
}
