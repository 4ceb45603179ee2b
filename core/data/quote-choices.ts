import { windowNames } from "../../content/booking.json";
import { choices } from "../../content/quote-form.json";
import { bookingWindows } from "../config/booking-windows";

/**
 * The quote form's choices: who pays, when and where. The form shows the labels, the lead
 * carries the values, and the inbox and the owner's alert read them back as the labels. The
 * labels are content/quote-form.json's (`choices`), and a window's is its name in a sentence
 * (content/booking.json, `windowNames`), capitalised: each is said once. Read by name, so the
 * islands and the lead service carry no other words of those files.
 */

/** A window's name as a choice's label: "morning" -> "Morning". */
const windowLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export const quoteChoices = {
  payer: [
    { value: "self", label: choices.payer.self },
    { value: "insurance", label: choices.payer.insurance },
  ],
  arrivalWindow: bookingWindows.map((value) => ({ value, label: windowLabel(windowNames[value]) })),
  visitPlace: [
    { value: "home", label: choices.visitPlace.home },
    { value: "work", label: choices.visitPlace.work },
    { value: "other", label: choices.visitPlace.other },
  ],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

export type QuoteChoiceField = keyof typeof quoteChoices;

/** A choice's label, or the value itself when it is not one of the choices. */
export function choiceLabel(field: QuoteChoiceField, value: string): string {
  const choices: readonly { value: string; label: string }[] = quoteChoices[field];
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
