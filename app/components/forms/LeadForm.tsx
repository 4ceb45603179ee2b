import type { ReactNode } from "react";
import { draftKey } from "./drafts";
import { Honeypot } from "./field";
import { SendFailure } from "./SendFailure";
import type { useLeadForm } from "./use-lead-form";
import { Button, type ButtonStyle } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { Toast } from "../ui/toast";
import { cn } from "../../lib/cn";
import { honeypotField, type LeadFormName } from "../../lib/leads";
import type { Phone } from "../../config/phone";

/**
 * The frame of every lead form: the form element wired to its state, its fields, then the bots'
 * honeypot, the failure message after a failed send, the send button (which reads its sending
 * label and is disabled while the lead is on its way), the toast after a successful send, and
 * the link to its status page when the receipt gives one.
 *
 * Without JavaScript (or before it loads) the form posts itself to the lead service, with the
 * same field names and the same `form` and `page` as the JSON send.
 */
export function LeadForm({
  lead: { bindForm, onSubmit, status, failure, sent, closeToast, hiddenFields, statusUrl },
  text,
  what,
  phone,
  leadEndpoint,
  sendSize,
  sendClassName,
  className,
  children,
  ...naming
}: {
  /** The form's state, from useLeadForm */
  lead: Pick<
    ReturnType<typeof useLeadForm>,
    | "bindForm"
    | "onSubmit"
    | "status"
    | "failure"
    | "sent"
    | "closeToast"
    | "hiddenFields"
    | "statusUrl"
  >;
  text: {
    submit: string;
    sending: string;
    toastTitle: string;
    toastText: string;
    /** The link to a sent request's status page, under the send button */
    statusLink?: string;
  };
  /** What is being sent, for the failure message: "message", "quote request" */
  what: string;
  /** The business's phone, offered when a send fails */
  phone: Phone;
  /** Where the form posts without JavaScript: the lead service */
  leadEndpoint: string;
  sendSize?: ButtonStyle["size"];
  sendClassName?: string;
  className?: string;
  children: ReactNode;
} & ({ id?: string; "aria-label": string } | { id?: string; "aria-labelledby": string })) {
  const sending = status === "sending";
  return (
    <>
      <form
        ref={bindForm}
        method="post"
        action={leadEndpoint}
        data-draft={draftKey(hiddenFields.form as LeadFormName)}
        onSubmit={onSubmit}
        className={cn("relative flex flex-col", className)}
        {...naming}
      >
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <Honeypot name={honeypotField} />
        {status === "failed" ? (
          <SendFailure what={what} phone={phone} uncertain={failure === "uncertain"} />
        ) : null}
        <Button
          type="submit"
          variant="cta"
          size={sendSize}
          disabled={sending}
          className={sendClassName}
        >
          <IslandIcon name="send" />
          {sending ? text.sending : text.submit}
        </Button>
        {statusUrl && text.statusLink ? (
          <p className="text-center">
            <a href={statusUrl} className="font-semibold text-primary underline underline-offset-4">
              {text.statusLink}
            </a>
          </p>
        ) : null}
      </form>
      <Toast
        open={sent}
        title={text.toastTitle}
        description={text.toastText}
        onClose={closeToast}
      />
    </>
  );
}
