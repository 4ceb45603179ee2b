import type { ClientDirective } from "astro";

/**
 * `client:near`: hydrates an island when it comes within `rootMargin` (default 300px) of the
 * viewport, or as soon as the visitor points at, touches or focuses it, whichever comes first.
 *
 * A button of an island does nothing until the island has hydrated, and a visitor who scrolls
 * fast and taps at once would lose that tap. So a click on a plain button (`type="button"`)
 * before hydration is held and replayed on the same button once React has taken over the
 * island: React hydrates the part that was clicked first and then handles the click. Links and
 * submit buttons are left alone: they already do something useful without JavaScript.
 */
const near: ClientDirective = (load, options, el) => {
  const value = options.value as unknown;
  const margin =
    typeof value === "object" && value !== null && "rootMargin" in value
      ? String(value.rootMargin)
      : "300px";
  let started = false;
  let held: HTMLButtonElement | null = null;

  const holdClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.("button");
    if (!button || button.type !== "button" || !el.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    void start();
  };
  const intents = ["pointerover", "touchstart", "focusin"] as const;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    },
    { rootMargin: margin },
  );

  async function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of intents) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener("click", holdClick, true);
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  }

  el.addEventListener("click", holdClick, true);
  for (const type of intents) el.addEventListener(type, start, { passive: true });
  // The island is `display: contents`: it has no box of its own, its children do.
  for (const child of el.children) observer.observe(child);
};

export default near;
