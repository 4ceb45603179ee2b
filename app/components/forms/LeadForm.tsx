import { useEffect, useRef, type ReactNode } from "react";
import { draftKey } from "./drafts";
import { Honeypot } from "./field";
import { SendFailure } from "./SendFailure";
import { SentNotice } from "./SentNotice";
import type { useLeadForm } from "./use-lead-form";
import { Button, type ButtonStyle } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { cn } from "../cn";
import { honeypotField, type LeadFormName } from "../../../core/rules/leads";
import type { Phone } from "../../../core/config/phone";

/**
 * The frame of every lead form: the form element wired to its state, its fields, then the bots'
 * honeypot, the failure message after a failed send and the send button (which reads its sending
 * label and is disabled while the lead is on its way). Once sent, the form gives way to what was
 * sent (`SentNotice`, in a status region that is always in the page, so a screen reader reads
 * it), with the link to the request's status page when the receipt gives one, until the visitor
 * asks for the form again: then the form is back, empty, with the focus in its first field.
 *
 * Without JavaScript (or before it loads) the form posts itself to the lead service, with the
 * same field names and the same `form` and `page` as the JSON send.
 */
export function LeadForm({
  lead: { bindForm, onSubmit, status, failure, sent, repeat, sendAnother, hiddenFields, statusUrl },
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
    | "repeat"
    | "sendAnother"
    | "hiddenFields"
    | "statusUrl"
  >;
  text: {
    submit: string;
    sending: string;
    toastTitle: string;
    toastText: string;
    repeatText: string;
    sendAnother: string;
    /** The link to a sent request's status page, once it is sent */
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
  // Back from what was sent: the focus goes to the form's first field.
  const wasSent = useRef(sent);
  useEffect(() => {
    if (wasSent.current && !sent) {
      bindForm.current
        ?.querySelector<HTMLElement>(
          "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
        )
        ?.focus();
    }
    wasSent.current = sent;
  }, [sent, bindForm]);
  return (
    <>
      {sent ? null : (
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
        </form>
      )}
      <div role="status" className={sent ? cn("flex flex-col", className) : undefined}>
        {sent ? (
          <SentNotice
            text={text}
            repeat={repeat}
            statusUrl={statusUrl}
            onSendAnother={sendAnother}
          />
        ) : null}
      </div>
    </>
  );
}
