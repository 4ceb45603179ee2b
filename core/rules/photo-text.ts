/**
 * "Text us a photo": an `sms:` link that opens the phone's messages app with a short message
 * already written, so a driver only has to attach the picture. A photo is how we judge damage.
 */
export const photoText = {
  label: "Text us a photo",
  /** The message, with the postal code when the visitor has given one */
  message: (postalCode?: string | null) =>
    postalCode
      ? `Hi, here is a photo of my glass damage, postal code ${postalCode}.`
      : "Hi, here is a photo of my glass damage, postal code ",
} as const;

/**
 * An `sms:` link with a message body. `?&body=` is read by both iOS (which wants `&body=`) and
 * Android (which wants `?body=`).
 */
export function smsWithBody(sms: string, body: string): string {
  return `${sms}?&body=${encodeURIComponent(body)}`;
}

/** The link to text us a photo, from the business's `sms:` link. */
export function photoTextHref(sms: string, postalCode?: string | null): string {
  return smsWithBody(sms, photoText.message(postalCode));
}
