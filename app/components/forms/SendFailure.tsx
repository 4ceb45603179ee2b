import { IslandIcon } from "../ui/island-icon";
import { withLinks } from "../ui/with-links";
import type { Phone } from "../../../core/config/phone";
import { sendFailureText as words } from "../../../core/data/field-messages";
import { fillLater } from "../../../core/data/form-text";

/**
 * Shown when a lead was not sent, or not known to have arrived: nothing is lost, and the phone
 * still works. `uncertain` (no answer in time) says honestly that it may have arrived. The words
 * are content/field-messages.json's (`sendFailure`).
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
  const link = "font-semibold text-primary underline underline-offset-4";
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <IslandIcon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">
          {fillLater(uncertain ? words.unsure : words.notSent, { what })}
        </p>
        <p className="mt-1">
          {uncertain ? `${words.mayHaveArrived} ` : ""}
          {words.kept}
        </p>
        <p className="mt-1">
          {withLinks(words.reachUs, {
            call: (
              <a href={phone.tel} className={link}>
                {fillLater(words.call, { phone: phone.display })}
              </a>
            ),
            text: (
              <a href={phone.sms} className={link}>
                {fillLater(words.text, { phone: phone.display })}
              </a>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
