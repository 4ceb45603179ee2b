import type { ComponentProps, ReactNode } from "react";
import { fieldMessagesText } from "../../../core/data/field-messages";
import { cn } from "../cn";

/** The look of every text input, select and textarea (app.css, `.field`). */
const controlClass = "field";

type Control =
  | ({ as?: "input" } & Omit<ComponentProps<"input">, "id" | "className">)
  | ({ as: "textarea" } & Omit<ComponentProps<"textarea">, "id" | "className">)
  | ({ as: "select" } & Omit<ComponentProps<"select">, "id" | "className">);

export type TextFieldProps = Control & {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** The message for the current value, shown under the control until the value is fixed */
  error?: string;
  /**
   * The message can come while the visitor is in the field (checked as it is typed), so it is
   * a live region, read out when it comes, not only when the field gets the focus
   */
  live?: boolean;
  className?: string;
};

/**
 * A labelled form field, the one used by every form: a visible label, an optional hint, the
 * control (an input, a textarea or a select) and the error message right under it, tied to the
 * control with `aria-describedby` and `aria-invalid` so screen readers read it with the field.
 */
export function TextField({
  id,
  label,
  optional = false,
  hint,
  error,
  live = false,
  className,
  ...control
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const wiring = {
    id,
    className: controlClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional ? (
          <>
            {" "}
            <span className="text-sm font-normal text-muted-foreground">
              {fieldMessagesText.optional}
            </span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {control.as === "textarea" ? (
        <textarea {...withoutAs(control)} {...wiring} />
      ) : control.as === "select" ? (
        <select {...withoutAs(control)} {...wiring} />
      ) : (
        <input {...withoutAs(control)} {...wiring} />
      )}
      {error || live ? (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-destructive empty:sr-only"
          aria-live={live ? "polite" : undefined}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function withoutAs<T extends { as?: unknown }>({ as: _as, ...rest }: T): Omit<T, "as"> {
  return rest;
}

/**
 * A field only bots fill in. It is off screen, out of the tab order and hidden from assistive
 * technology, so no person ever sees it.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
