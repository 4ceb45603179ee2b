/**
 * The quote form's choices: who pays, when and where. The form shows the labels, the lead
 * carries the values, and the inbox and the owner's alert read them back as the labels.
 */
export const quoteChoices = {
  payer: [
    { value: "self", label: "I'll pay myself" },
    { value: "insurance", label: "My insurance" },
  ],
  arrivalWindow: [
    { value: "morning", label: "Morning" },
    { value: "afternoon", label: "Afternoon" },
    { value: "evening", label: "Evening" },
  ],
  visitPlace: [
    { value: "home", label: "At home" },
    { value: "work", label: "At work" },
    { value: "other", label: "Somewhere else" },
  ],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

export type QuoteChoiceField = keyof typeof quoteChoices;

/** A choice's label, or the value itself when it is not one of the choices. */
export function choiceLabel(field: QuoteChoiceField, value: string): string {
  const choices: readonly { value: string; label: string }[] = quoteChoices[field];
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
