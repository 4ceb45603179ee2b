import type { ClientDirective } from "astro";
import { holdUntilHydrated } from "./hold";

/**
 * `client:interaction`: hydrates an island when the visitor first reaches for it (points at it,
 * touches it, focuses or types in it), and not before: a page whose visitor only reads, or only
 * calls, runs no script at all. A button click or a form submission made before hydration is
 * held and replayed once hydrated (./hold.ts); a link works as a link meanwhile.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const intents = ["pointerover", "touchstart", "focusin", "keydown"] as const;
  const start = holdUntilHydrated(el, async () => {
    for (const type of intents) el.removeEventListener(type, begin);
    const hydrate = await load();
    await hydrate();
  });
  function begin() {
    void start();
  }
  for (const type of intents) el.addEventListener(type, begin, { passive: true });
};

export default interaction;
