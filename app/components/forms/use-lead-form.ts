import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FocusEvent,
  type FormEvent,
  type InvalidEvent,
  type RefObject,
  type SetStateAction,
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

/** A message for each field that has one. */
type FieldMessages<Values> = Partial<Record<keyof Values, string>>;

/** A form's rules, by field name (core/rules/lead-fields/). */
type FieldRules = Readonly<Record<string, LeadFieldRule>>;

/** What a lead form is given besides its name and first values. */
interface LeadFormOptions<Values> {
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
  fields: FieldRules;
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
}

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
  }: LeadFormOptions<Values>,
) {
  // The form element (`bindForm` is the form's ref). A ref object, not a state setter: a state
  // update while the island hydrates would drop a send the visitor pressed before.
  const bindForm = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldMessages<Values>>(initial?.errors ?? {});
  const submissionIdRef = useRef<string | null>(null);
  const send = useSend(
    form,
    initialValues,
    { page, endpoint, context, fields, prepare, attachments, initial },
    { submissionIdRef, setValues, setErrors },
  );
  const { field, checkbox, setFields } = useFieldBindings(id, fields, {
    values,
    errors,
    setValues,
    setErrors,
  });
  useDraft(form, initialValues, { bindForm, values, setValues, submissionIdRef, fields, fill });

  /** What the form posts without JavaScript beside its fields, as the JSON send carries it. */
  const hiddenFields: Record<string, string> = { form, page, ...context };

  return {
    bindForm,
    values,
    errors,
    ...send,
    field,
    checkbox,
    setFields,
    hiddenFields,
  };
}

/**
 * Sets the custom validity of a field by its rule: the length, that it is not blank, and any
 * check the browser cannot express.
 */
function applyRule(fields: FieldRules, target: FieldElement, value: string | boolean) {
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
function readFields<Values extends Record<string, string | boolean>>(
  element: HTMLFormElement,
  initialValues: Values,
  fields: FieldRules,
): Values {
  const read = { ...initialValues };
  for (const name of Object.keys(initialValues) as (keyof Values & string)[]) {
    const field = element.elements.namedItem(name);
    if (!(field instanceof Element)) continue;
    const control = field as FieldElement;
    const value = isCheckbox(control) ? control.checked : control.value;
    applyRule(fields, control, value);
    read[name] = value as Values[typeof name];
  }
  return read;
}

/** Whether the values are the ones the form started with. */
const isInitial = <Values extends Record<string, string | boolean>>(
  initialValues: Values,
  candidate: Values,
) => Object.keys(initialValues).every((name) => candidate[name] === initialValues[name]);

/**
 * The draft: every change is kept, until a send is confirmed; on hydration, what the visitor
 * typed before it is read into the state, or else the draft they left is restored.
 */
function useDraft<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initialValues: Values,
  {
    bindForm,
    values,
    setValues,
    submissionIdRef,
    fields,
    fill,
  }: {
    bindForm: RefObject<HTMLFormElement | null>;
    values: Values;
    setValues: Dispatch<SetStateAction<Values>>;
    submissionIdRef: RefObject<string | null>;
    fields: FieldRules;
    fill: Partial<Values> | undefined;
  },
) {
  const keepingDrafts = useRef(false);

  // Every change is the draft; back to the initial values, there is none. Declared before the
  // restoring effect, so that on hydration it does not drop the draft before it is read.
  useEffect(() => {
    if (!keepingDrafts.current) return;
    if (isInitial(initialValues, values)) clearDraft(form);
    else saveDraft(form, values, submissionIdRef.current);
    // Values are the only trigger; the rest is fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  // On hydration: what the visitor typed before it, or else the draft they left.
  useEffect(() => {
    keepingDrafts.current = true;
    const formElement = bindForm.current;
    if (!formElement) return;
    const typed = readFields(formElement, initialValues, fields);
    const draft = readDraft(form, initialValues);
    if (draft) submissionIdRef.current = draft.submissionId;
    // A one-time sync from outside React (the fields as the visitor left them, or the draft),
    // not derived state.
    if (!isInitial(initialValues, typed)) setValues(typed);
    else if (draft) setValues({ ...draft.values, ...fill });
    // Once, on hydration: the fields and initialValues are those of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The props that bind each field to the state: its value, its message, the rules the browser
 * checks, and the handlers that keep the value and show the browser's message under the field.
 */
function useFieldBindings<Values extends Record<string, string | boolean>>(
  id: string,
  fields: FieldRules,
  {
    values,
    errors,
    setValues,
    setErrors,
  }: {
    values: Values;
    errors: FieldMessages<Values>;
    setValues: Dispatch<SetStateAction<Values>>;
    setErrors: Dispatch<SetStateAction<FieldMessages<Values>>>;
  },
) {
  const focusedInvalid = useRef(false);

  function onChange(event: ChangeEvent<FieldElement>) {
    const target = event.target;
    const name = target.name as keyof Values;
    const value = isCheckbox(target) ? target.checked : target.value;
    applyRule(fields, target, value);
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

  return { field, checkbox, setFields };
}

/**
 * The send: its status (idle, sending, failed, or sent until the visitor asks for the form
 * again), why it failed, and what the lead service said of it; and the submit handler, which
 * reads the fields, sends them with the submission's id and takes the answer in.
 */
function useSend<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initialValues: Values,
  {
    page,
    endpoint,
    context,
    fields,
    prepare,
    attachments,
    initial,
  }: Required<
    Pick<LeadFormOptions<Values>, "page" | "endpoint" | "context" | "fields" | "prepare">
  > &
    Pick<LeadFormOptions<Values>, "attachments" | "initial">,
  {
    submissionIdRef,
    setValues,
    setErrors,
  }: {
    submissionIdRef: RefObject<string | null>;
    setValues: Dispatch<SetStateAction<Values>>;
    setErrors: Dispatch<SetStateAction<FieldMessages<Values>>>;
  },
) {
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

  const sendAnother = useCallback(() => {
    setSent(false);
    setRepeat(false);
    setStatusUrl(null);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    // The fields themselves: a send pressed as the island hydrates can come before the state
    // has caught up with what was typed.
    const current = readFields(event.currentTarget, initialValues, fields);
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    // One id per submission, kept with the draft until the send is confirmed.
    const repeating = submissionIdRef.current !== null && failure === "uncertain";
    const id = (submissionIdRef.current ??= newSubmissionId());
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
      submissionIdRef.current = null;
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
      setErrors(result.refusal.fields as FieldMessages<Values>);
    } else if (result.status === "failed") {
      setStatus("failed");
      setFailure(result.reason);
    }
  }

  return { status, failure, sent, repeat, statusUrl, refusal, sendAnother, onSubmit };
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
