import { IslandIcon } from "../ui/island-icon";
import type { Phone } from "../../../core/config/phone";

/**
 * Shown when a lead was not sent, or not known to have arrived: nothing is lost, and the phone
 * still works. `uncertain` (no answer in time) says honestly that it may have arrived.
 */
export function SendFailure({
  what,
  phone,
  uncertain = false,
}: {
  what: string;
  phone: Phone;
  uncertain?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <IslandIcon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">
          {uncertain
            ? `We couldn't confirm that your ${what} arrived.`
            : `Sorry, your ${what} didn't go through.`}
        </p>
        <p className="mt-1">
          {uncertain
            ? "It may have reached us. Call or text to be sure; sending it again won't count twice. "
            : ""}
          Everything you typed is still here, so you can try again.
        </p>
        <p className="mt-1">
          Or reach us right now:{" "}
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
