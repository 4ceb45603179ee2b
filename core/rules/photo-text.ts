import { textPhotoText } from "../data/field-messages";

/**
 * Text us a photo (content/field-messages.json, `textPhoto`): an `sms:` link that opens the phone's messages app with a short message
 * already written, so a driver only has to attach the picture. A photo is how we judge damage.
 */
export const photoText = {
  label: textPhotoText.label,
  /** Beside the photo field, where the visitor can pick photos instead */
  instead: textPhotoText.instead,
  /** The message, with the postal code when the visitor has given one */
  message: (postalCode?: string | null) =>
    postalCode ? `${textPhotoText.message} ${postalCode}.` : `${textPhotoText.message} `,
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
