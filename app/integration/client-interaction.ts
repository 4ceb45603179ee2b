import type { ClientDirective } from "astro";
import { holdUntilHydrated } from "./hold";

/**
 * `client:interaction`: hydrates an island when the visitor first reaches for it (points at it,
 * touches it, focuses or types in it), and not before: a page whose visitor only reads, or only
 * calls, runs no script at all. A button click or a form submission made before hydration is
 * held and replayed once hydrated (./hold.ts); a link works as a link meanwhile.
 *
 * A form with a draft kept in the browser (`data-draft` names its key) hydrates at once, so the
 * visitor finds what they typed already back in its fields.
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
  const draft = el.querySelector<HTMLElement>("form[data-draft]")?.dataset.draft;
  try {
    if (draft && localStorage.getItem(draft)) begin();
  } catch {
    // No storage, so no draft.
  }
};

export default interaction;
