/**
 * Until an island has hydrated, its buttons and forms do not do what the page means them to: a
 * button of `type="button"` has no default action, and a send button would post the form as a
 * plain page request, without the messages shown next to each field. So a click on a button, or
 * a form's submission, made before hydration is held, the island is hydrated at once, and the
 * held action is replayed on the same element once React has taken over (React hydrates the part
 * that was acted on first, then handles the event). Links are left alone: they already do
 * something useful without JavaScript.
 */
export function holdUntilHydrated(el: HTMLElement, hydrate: () => Promise<void>) {
  let held: (() => void) | null = null;

  const holdClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.("button");
    if (!(target instanceof HTMLElement) || !el.contains(target)) return;
    if (target instanceof HTMLButtonElement && (target.disabled || target.type === "reset")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => target.isConnected && target.click();
    void start();
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !el.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    held = () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null);
    void start();
  };

  let started: Promise<void> | null = null;
  function start() {
    started ??= (async () => {
      await hydrate();
      el.removeEventListener("click", holdClick, true);
      el.removeEventListener("submit", holdSubmit, true);
      const replay = held;
      held = null;
      replay?.();
    })();
    return started;
  }

  el.addEventListener("click", holdClick, true);
  el.addEventListener("submit", holdSubmit, true);
  return start;
}
