import { Honeypot } from "~/components/forms/field";
import { SendFailure } from "~/components/forms/SendFailure";
import type { LeadFormStatus } from "~/components/forms/use-lead-form";
import { Button, type ButtonProps } from "~/components/ui/button";
import { IslandIcon } from "~/components/ui/island-icon";
import { honeypotField } from "~/lib/leads";
import type { Phone } from "~/lib/phone";

/**
 * The end of every lead form: the bots' honeypot, the failure message after a failed send, and
 * the send button, which reads its sending label and is disabled while the lead is on its way.
 */
export function FormSend({
  status,
  what,
  phone,
  label,
  sendingLabel,
  size,
  className,
}: {
  status: LeadFormStatus;
  /** What is being sent, for the failure message: "message", "quote request" */
  what: string;
  /** The business's phone, offered when a send fails */
  phone: Phone;
  label: string;
  sendingLabel: string;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const sending = status === "sending";
  return (
    <>
      <Honeypot name={honeypotField} />
      {status === "failed" ? <SendFailure what={what} phone={phone} /> : null}
      <Button type="submit" variant="cta" size={size} disabled={sending} className={className}>
        <IslandIcon name="send" />
        {sending ? sendingLabel : label}
      </Button>
    </>
  );
}
