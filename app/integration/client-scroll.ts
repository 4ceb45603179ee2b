import type { ClientDirective } from "astro";

/**
 * `client:scroll="<media query>"`: hydrates an island at the visitor's first scroll, on screens
 * that match the media query (and, should a screen start matching, at its next scroll). For a
 * part that only matters once the page has moved, like a bar that appears after some scrolling.
 */
const scroll: ClientDirective = (load, options) => {
  const query = typeof options.value === "string" ? options.value : "all";
  const media = matchMedia(query);
  const onScroll = async () => {
    if (!media.matches) return;
    window.removeEventListener("scroll", onScroll);
    const hydrate = await load();
    await hydrate();
  };
  window.addEventListener("scroll", onScroll, { passive: true });
};

export default scroll;
