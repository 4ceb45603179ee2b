import { draftMaxAgeMs } from "../../../core/config/ui";
import type { LeadFormName } from "../../../core/rules/leads";

/**
 * Drafts: what a visitor has typed into a lead form, kept in the browser (localStorage) so that
 * a reload, a tap on the wrong link or the phone closing the tab loses nothing. A draft is
 * dropped once its send is confirmed, and forgotten after `draftMaxAgeMs` in any case, so no
 * personal data lingers.
 */

/** The storage key of a form's draft; the island directive looks for it to hydrate at once. */
export const draftKey = (form: LeadFormName) => `lead-draft:${form}`;

export interface Draft<Values> {
  values: Values;
  /** The id of a submission already tried, reused when the visitor sends again */
  submissionId: string | null;
}

interface StoredDraft {
  savedAt: number;
  submissionId: string | null;
  values: Record<string, unknown>;
}

/**
 * Runs `run` with localStorage; where the browser refuses storage (turned off, some private
 * modes, full) the form simply keeps no draft.
 */
function withStorage<T>(run: (storage: Storage) => T): T | null {
  try {
    return run(localStorage);
  } catch {
    return null;
  }
}

/**
 * The form's draft, if one was kept and is recent: only the fields the form has, each of the
 * type it expects. Anything else (an old or damaged draft) is dropped.
 */
export function readDraft<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initial: Values,
  now = Date.now(),
): Draft<Values> | null {
  const stored = withStorage(
    (storage) => JSON.parse(storage.getItem(draftKey(form)) ?? "null") as StoredDraft | null,
  );
  if (!stored || !(now - stored.savedAt <= draftMaxAgeMs)) {
    clearDraft(form);
    return null;
  }
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof Values & string)[]) {
    const value = stored.values?.[name];
    if (typeof value === typeof initial[name]) values[name] = value as Values[typeof name];
  }
  const submissionId = typeof stored.submissionId === "string" ? stored.submissionId : null;
  return { values, submissionId };
}

export function saveDraft(
  form: LeadFormName,
  values: Record<string, string | boolean>,
  submissionId: string | null,
  now = Date.now(),
): void {
  const draft: StoredDraft = { savedAt: now, submissionId, values };
  withStorage((storage) => storage.setItem(draftKey(form), JSON.stringify(draft)));
}

export function clearDraft(form: LeadFormName): void {
  withStorage((storage) => storage.removeItem(draftKey(form)));
}
