import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type InvalidEvent,
} from "react";
import { honeypotField, isSuccess, submitLead, type LeadFormName } from "~/lib/leads";

export type LeadFormStatus = "idle" | "sending" | "failed";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckbox = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "checkbox";

/**
 * The state of a lead form: its values, the browser's validation messages shown next to each
 * field, and the send (idle, sending, failed, or a success toast). A failed send keeps every
 * value; a successful one clears the form.
 *
 * Validation is the browser's own (required, type, pattern): instead of the browser's bubble,
 * which disappears and is easy to miss on a phone, its message stays under the field until the
 * value is fixed, and the first invalid field gets the focus.
 *
 * The form is an island: a visitor can type into its server-rendered fields before React takes
 * over. Hydration keeps what is in the fields, and the first effect reads it into the state, so
 * nothing typed early is lost or left out of the lead.
 */
export function useLeadForm<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initialValues: Values,
  {
    id,
    endpoint,
    context = {},
    rules = {},
    prepare = (values) => values,
  }: {
    /** The form's id; each field's id is `<id>-<name>` */
    id: string;
    /** Where leads go (`LEAD_ENDPOINT`); null is demo mode */
    endpoint: string | null;
    /** Extra context sent with the lead (the place and service a page is about) */
    context?: Record<string, string>;
    /**
     * Rules the browser cannot express, as custom validity: a message for a bad value, or
     * null. They run on every change, so the browser's own check on submit includes them.
     */
    rules?: Partial<Record<keyof Values, (value: string) => string | null>>;
    /** Tidies the values before they are sent (a postal code in its usual form) */
    prepare?: (values: Values) => Values;
  },
) {
  // The form element (`bindForm` is the form's ref). A ref object, not a state setter: a state
  // update while the island hydrates would drop a send the visitor pressed before.
  const bindForm = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [sent, setSent] = useState(false);
  const focusedInvalid = useRef(false);

  const closeToast = useCallback(() => setSent(false), []);

  function applyRule(target: FieldElement, value: string | boolean) {
    const rule = rules[target.name as keyof Values];
    if (rule && typeof value === "string") target.setCustomValidity(rule(value) ?? "");
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

  // What the visitor typed before the island hydrated: read once, on hydration.
  useEffect(() => {
    const formElement = bindForm.current;
    if (!formElement) return;
    const typed = readFields(formElement);
    const changed = Object.keys(initialValues).some((name) => typed[name] !== initialValues[name]);
    // A one-time sync from outside React (the fields as the visitor left them), not derived state.
    if (changed) setValues(typed);
    // Once, on hydration: readFields and initialValues are those of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onChange(event: ChangeEvent<FieldElement>) {
    const target = event.target;
    const name = target.name as keyof Values;
    const value = isCheckbox(target) ? target.checked : target.value;
    applyRule(target, value);
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) {
      setErrors((current) => ({
        ...current,
        [name]: target.validity.valid ? undefined : target.validationMessage,
      }));
    }
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

  /** The props of a text field: its id, name, value, message and handlers. */
  function field<Name extends keyof Values & string>(name: Name) {
    return {
      id: `${id}-${name}`,
      name,
      value: String(values[name]),
      error: errors[name],
      onChange,
      onInvalid,
    };
  }

  /** The props that bind a checkbox. */
  function checkbox<Name extends keyof Values & string>(name: Name) {
    return { id: `${id}-${name}`, name, checked: values[name] === true, onChange };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    // The fields themselves: a send pressed as the island hydrates can come before the state
    // has caught up with what was typed.
    const current = readFields(event.currentTarget);
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    setErrors({});
    setSent(false);
    setStatus("sending");
    const result = await submitLead(
      {
        form,
        page: window.location.pathname,
        fields: { ...context, ...prepare(current) },
        honeypot: typeof honeypot === "string" ? honeypot : undefined,
      },
      { endpoint },
    );
    if (isSuccess(result)) {
      setValues(initialValues);
      setStatus("idle");
      setSent(true);
    } else {
      setStatus("failed");
    }
  }

  return { bindForm, values, errors, status, sent, closeToast, field, checkbox, onSubmit };
}
