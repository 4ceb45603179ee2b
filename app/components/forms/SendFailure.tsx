import { IslandIcon } from "~/components/ui/island-icon";
import type { Phone } from "~/lib/phone";

/** Shown when a lead could not be sent: nothing is lost, and the phone still works. */
export function SendFailure({ what, phone }: { what: string; phone: Phone }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <IslandIcon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">Sorry, your {what} didn&apos;t go through.</p>
        <p className="mt-1">
          Everything you typed is still here, so you can try again. Or reach us right now:{" "}
          <a href={phone.tel} className="font-semibold text-primary underline underline-offset-4">
            call {phone.display}
          </a>{" "}
          or{" "}
          <a href={phone.sms} className="font-semibold text-primary underline underline-offset-4">
            text {phone.display}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
