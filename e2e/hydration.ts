// When an island is live, asked in the page: the same checks for every browser driver. Each is
// sent to the page as its source, so it may use nothing but its arguments and the page.

/**
 * Whether every island the page hydrates by itself has hydrated: those loaded at once or when
 * the browser is idle, and those whose media query matches the window. Islands that wait for the
 * visitor (`client:interaction`, `client:scroll`) hydrate when a test acts on them, as they do
 * for a visitor. An island is hydrated once React owns its root element. And before any of it,
 * the page's font and its scripts (below).
 */
export function dueIslandsHydrated(): boolean {
  // The page's text in its font (decision 034: the font is in the stylesheet, `block` until
  // decoded), and the island loader file run, which each page adds once it has painted: it
  // defines the islands' element, and carries the phone menu's and the tap counter's scripts.
  // With scripting off, the head's <noscript> is markup, and no script will run.
  if (document.fonts.status !== "loaded") return false;
  const scripting = document.querySelector("head noscript link") === null;
  const addsLoader = [...document.head.querySelectorAll("script:not([src])")].some((script) =>
    script.textContent?.includes("/assets/islands."),
  );
  if (scripting && addsLoader && customElements.get("astro-island") === undefined) return false;
  return [...document.querySelectorAll("astro-island")].every((island) => {
    const client = island.getAttribute("client");
    const opts = JSON.parse(island.getAttribute("opts") ?? "{}") as { value?: unknown };
    const due =
      client === "load" ||
      client === "idle" ||
      (client === "media" && typeof opts.value === "string" && matchMedia(opts.value).matches);
    if (!due) return true;
    const root = island.querySelector(":scope > :not(template)");
    return (
      !island.hasAttribute("ssr") &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith("__reactFiber$"))
    );
  });
}

/** Whether the island `element` is in has hydrated. */
export function islandHydrated(element: Element): boolean {
  const island = element.closest("astro-island");
  const root = island?.querySelector(":scope > :not(template)");
  return (
    island !== null &&
    !island.hasAttribute("ssr") &&
    root != null &&
    Object.keys(root).some((key) => key.startsWith("__reactFiber$"))
  );
}
