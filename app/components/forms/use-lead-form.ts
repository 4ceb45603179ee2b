import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type InvalidEvent,
} from "react";
import { clearDraft, readDraft, saveDraft } from "./drafts";
import {
  honeypotField,
  isSuccess,
  newSubmissionId,
  submitLead,
  type LeadFormName,
  type LeadRefusal,
  type LeadResult,
} from "../../../core/rules/leads";
import type { LeadFieldRule } from "../../../core/rules/lead-fields/rule";
import { checkLength, checkNotBlank } from "../../../core/rules/validation";

export type LeadFormStatus = "idle" | "sending" | "failed";

/**
 * A send the lead service could not take, as it shows the form again (a form posted without
 * JavaScript): the values as typed, a message for each refused field, and why it failed.
 */
export interface LeadFormReturn<Values> {
  values?: Partial<Values>;
  errors?: Partial<Record<keyof Values, string>>;
  failure?: LeadFailure;
}

/** Why the last send failed: not sent, or not known to have arrived. */
export type LeadFailure = Extract<LeadResult, { status: "failed" }>["reason"];

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckbox = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "checkbox";

/**
 * The state of a lead form: its values, the browser's validation messages shown next to each
 * field, and the send (idle, sending, failed, or sent: the form gives way to what was sent until
 * the visitor asks for it again). A failed send keeps every value; a successful one clears them.
 *
 * Validation is the browser's own (required, type, pattern): instead of the browser's bubble,
 * which disappears and is easy to miss on a phone, its message stays under the field until the
 * value is fixed, and the first invalid field gets the focus.
 *
 * The form is an island: a visitor can type into its server-rendered fields before React takes
 * over. Hydration keeps what is in the fields, and the first effect reads it into the state, so
 * nothing typed early is lost or left out of the lead. When nothing was typed, it restores the
 * draft the visitor left (./drafts.ts); every change is kept as the draft, until a send is
 * confirmed.
 *
 * Each submission gets an id, sent with the lead; a retry after a failure reuses it, so an
 * endpoint that got the first try after all can drop the repeat.
 */
export function useLeadForm<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initialValues: Values,
  {
    id,
    page,
    endpoint,
    context = {},
    fields,
    prepare = (values) => values,
    fill,
    initial,
    attachments,
  }: {
    /** The form's id; each field's id is `<id>-<name>` */
    id: string;
    /** The path of the page the form is on, sent with the lead */
    page: string;
    /** Where leads go: the lead service (`siteConfig.leadEndpoint`) */
    endpoint: string;
    /** Extra context sent with the lead (the place and service a page is about) */
    context?: Record<string, string>;
    /**
     * The form's rules (core/rules/lead-fields.ts), which the lead service holds every send to as
     * well: `required` and `pattern` go on the fields; the length and the rules the browser
     * cannot express run as custom validity on every change, so the browser's own check on
     * submit includes them.
     */
    fields: Readonly<Record<string, LeadFieldRule>>;
    /** Tidies the values before they are sent (a postal code in its usual form) */
    prepare?: (values: Values) => Values;
    /**
     * Values the form starts with that a restored draft must not replace (the instant
     * estimate's answers): the draft gives the rest, such as the visitor's name and phone.
     */
    fill?: Partial<Values>;
    /**
     * How the lead service found a send it could not take (a form posted without JavaScript,
     * shown again with its messages next to the fields, or why it failed)
     */
    initial?: LeadFormReturn<Values>;
    /**
     * Files sent with the lead (the quote form's photos): read at each send, kept by the form
     * that owns them after a failure, and cleared through `onSent` after a success
     */
    attachments?: { read: () => readonly Blob[]; onSent: () => void };
  },
) {
  // The form element (`bindForm` is the form's ref). A ref object, not a state setter: a state
  // update while the island hydrates would drop a send the visitor pressed before.
  const bindForm = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>(
    initial?.errors ?? {},
  );
  const [status, setStatus] = useState<LeadFormStatus>(initial?.failure ? "failed" : "idle");
  const [failure, setFailure] = useState<LeadFailure | null>(initial?.failure ?? null);
  // Sent: the form gives way to what was sent until the visitor asks for it again. `repeat`:
  // the send that succeeded repeated one whose answer was lost, which the service counts once.
  const [sent, setSent] = useState(false);
  const [repeat, setRepeat] = useState(false);
  // The last sent request's status page (a quote request's), kept until the next send.
  const [statusUrl, setStatusUrl] = useState<string | null>(null);
  // What the lead service said of the last send it refused, field by field.
  const [refusal, setRefusal] = useState<LeadRefusal | null>(null);
  const focusedInvalid = useRef(false);
  const submissionId = useRef<string | null>(null);
  const keepingDrafts = useRef(false);

  const sendAnother = useCallback(() => {
    setSent(false);
    setRepeat(false);
    setStatusUrl(null);
  }, []);

  function applyRule(target: FieldElement, value: string | boolean) {
    if (typeof value !== "string") return;
    const rule = fields[target.name];
    if (!rule) return;
    // An empty required field is the browser's own `required` check, in its own words.
    const message =
      checkLength(value, rule.limit) ??
      (rule.required ? checkNotBlank(value) : null) ??
      rule.check?.(value) ??
      null;
    target.setCustomValidity(message ?? "");
  }

  /** The form's values as its fields hold them, with the custom rules applied to them. */
  function readFields(element: HTMLFormElement): Values {
    const read = { ...initialValues };
    for (const name of Object.keys(initialValues) as (keyof Values & string)[]) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof Element)) continue;
      const control = field as FieldElement;
      const value = isCheckbox(control) ? control.checked : control.value;
      applyRule(control, value);
      read[name] = value as Values[typeof name];
    }
    return read;
  }

  const isInitial = (candidate: Values) =>
    Object.keys(initialValues).every((name) => candidate[name] === initialValues[name]);

  // Every change is the draft; back to the initial values, there is none. Declared before the
  // restoring effect, so that on hydration it does not drop the draft before it is read.
  useEffect(() => {
    if (!keepingDrafts.current) return;
    if (isInitial(values)) clearDraft(form);
    else saveDraft(form, values, submissionId.current);
    // Values are the only trigger; the rest is fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  // On hydration: what the visitor typed before it, or else the draft they left.
  useEffect(() => {
    keepingDrafts.current = true;
    const formElement = bindForm.current;
    if (!formElement) return;
    const typed = readFields(formElement);
    const draft = readDraft(form, initialValues);
    if (draft) submissionId.current = draft.submissionId;
    // A one-time sync from outside React (the fields as the visitor left them, or the draft),
    // not derived state.
    if (!isInitial(typed)) setValues(typed);
    else if (draft) setValues({ ...draft.values, ...fill });
    // Once, on hydration: readFields and initialValues are those of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onChange(event: ChangeEvent<FieldElement>) {
    const target = event.target;
    const name = target.name as keyof Values;
    const value = isCheckbox(target) ? target.checked : target.value;
    applyRule(target, value);
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name] || (typeof value === "string" && fields[target.name]?.showsAsTyped?.(value))) {
      setErrors((current) => ({
        ...current,
        [name]: target.validity.valid ? undefined : target.validationMessage,
      }));
    }
  }

  /** A field whose message shows as it is typed shows it, too, when the visitor leaves it. */
  function onBlur(event: FocusEvent<FieldElement>) {
    const target = event.currentTarget;
    if (target.value === "" || target.validity.valid) return;
    setErrors((current) => ({ ...current, [target.name]: target.validationMessage }));
  }

  function onInvalid(event: InvalidEvent<FieldElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    setErrors((current) => ({ ...current, [target.name]: target.validationMessage }));
    if (!focusedInvalid.current) {
      focusedInvalid.current = true;
      target.focus();
      // One focus per submit attempt: the browser fires all invalid events in one task.
      setTimeout(() => (focusedInvalid.current = false));
    }
  }

  /**
   * The props of a text field: its id, name, value, message, handlers, and the rules the browser
   * checks by itself (`required`, and a `pattern` with its message as the title).
   */
  function field<Name extends keyof Values & string>(name: Name) {
    const rule = fields[name];
    return {
      id: `${id}-${name}`,
      name,
      value: String(values[name]),
      error: errors[name],
      required: rule?.required ?? false,
      ...(rule?.pattern ? { pattern: rule.pattern, title: rule.title } : {}),
      ...(rule?.showsAsTyped ? { onBlur, live: true } : {}),
      onChange,
      onInvalid,
    };
  }

  /** The props that bind a checkbox; posted without JavaScript, a ticked box reads "yes". */
  function checkbox<Name extends keyof Values & string>(name: Name) {
    return { id: `${id}-${name}`, name, value: "yes", checked: values[name] === true, onChange };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    // The fields themselves: a send pressed as the island hydrates can come before the state
    // has caught up with what was typed.
    const current = readFields(event.currentTarget);
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    // One id per submission, kept with the draft until the send is confirmed.
    const repeating = submissionId.current !== null && failure === "uncertain";
    const id = (submissionId.current ??= newSubmissionId());
    saveDraft(form, current, id);
    setErrors({});
    setSent(false);
    setStatusUrl(null);
    setRefusal(null);
    setStatus("sending");
    setFailure(null);
    const result = await submitLead(
      {
        id,
        form,
        page,
        fields: { ...context, ...trimmed(prepare(current)) },
        honeypot: typeof honeypot === "string" ? honeypot : undefined,
        photos: attachments?.read() ?? [],
      },
      { endpoint },
    );
    if (isSuccess(result)) {
      submissionId.current = null;
      attachments?.onSent();
      clearDraft(form);
      setValues(initialValues);
      setStatus("idle");
      setRepeat(repeating);
      setSent(true);
      if (result.status === "sent") setStatusUrl(result.statusUrl ?? null);
    } else if (result.status === "failed" && result.refusal?.fields) {
      // A value to change (a window taken meanwhile): its message next to its field, every
      // value kept, and the same submission id when it is sent again.
      setStatus("idle");
      setRefusal(result.refusal);
      setErrors(result.refusal.fields as Partial<Record<keyof Values, string>>);
    } else if (result.status === "failed") {
      setStatus("failed");
      setFailure(result.reason);
    }
  }

  /**
   * Sets fields the visitor sets through another control (a window chosen from a list), and
   * clears their messages unless `keepMessages` (a choice the service refused, emptied).
   */
  function setFields(changes: Partial<Values>, keepMessages = false) {
    setValues((current) => ({ ...current, ...changes }));
    if (keepMessages) return;
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(changes)) delete next[name as keyof Values];
      return next;
    });
  }

  /** What the form posts without JavaScript beside its fields, as the JSON send carries it. */
  const hiddenFields: Record<string, string> = { form, page, ...context };

  return {
    bindForm,
    values,
    errors,
    status,
    failure,
    sent,
    repeat,
    statusUrl,
    refusal,
    sendAnother,
    field,
    checkbox,
    setFields,
    onSubmit,
    hiddenFields,
  };
}

/** Every text value without the spaces around it. */
function trimmed<Values extends Record<string, string | boolean>>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? value.trim() : value,
    ]),
  ) as Values;
}
