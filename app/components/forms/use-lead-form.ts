import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type InvalidEvent,
} from "react";
import { useLocation } from "react-router";
import { honeypotField, isSuccess, submitLead, type LeadFormName } from "~/lib/leads";

export type LeadFormStatus = "idle" | "sending" | "failed";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The state of a lead form: its values, the browser's validation messages shown next to each
 * field, and the send (idle, sending, failed, or a success toast). A failed send keeps every
 * value; a successful one clears the form.
 *
 * Validation is the browser's own (required, type, pattern): instead of the browser's bubble,
 * which disappears and is easy to miss on a phone, its message stays under the field until the
 * value is fixed, and the first invalid field gets the focus.
 */
export function useLeadForm<Values extends Record<string, string | boolean>>(
  form: LeadFormName,
  initialValues: Values,
  {
    context = {},
    rules = {},
    prepare = (values) => values,
  }: {
    /** Extra context sent with the lead (the place and service a page is about) */
    context?: Record<string, string>;
    /**
     * Rules the browser cannot express, as custom validity: a message for a bad value, or
     * null. They run on every change, so the browser's own check on submit includes them.
     */
    rules?: Partial<Record<keyof Values, (value: string) => string | null>>;
    /** Tidies the values before they are sent (a postal code in its usual form) */
    prepare?: (values: Values) => Values;
  } = {},
) {
  const { pathname } = useLocation();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [sent, setSent] = useState(false);
  const focusedInvalid = useRef(false);

  const closeToast = useCallback(() => setSent(false), []);

  function onChange(event: ChangeEvent<FieldElement>) {
    const target = event.target;
    const name = target.name as keyof Values;
    const value =
      target instanceof HTMLInputElement && target.type === "checkbox"
        ? target.checked
        : target.value;
    const rule = rules[name];
    if (rule && typeof value === "string") target.setCustomValidity(rule(value) ?? "");
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

  /** The props that bind a text input, select or textarea to its value and its message. */
  function control<Name extends keyof Values & string>(name: Name) {
    return { name, value: String(values[name]), onChange, onInvalid };
  }

  /** The props that bind a checkbox. */
  function checkbox<Name extends keyof Values & string>(name: Name) {
    return { name, checked: values[name] === true, onChange };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const honeypot = new FormData(event.currentTarget).get(honeypotField);
    setErrors({});
    setSent(false);
    setStatus("sending");
    const result = await submitLead({
      form,
      page: pathname,
      fields: { ...context, ...prepare(values) },
      honeypot: typeof honeypot === "string" ? honeypot : undefined,
    });
    if (isSuccess(result)) {
      setValues(initialValues);
      setStatus("idle");
      setSent(true);
    } else {
      setStatus("failed");
    }
  }

  return { values, errors, status, sent, closeToast, control, checkbox, onSubmit };
}
