import {
  blank,
  choice,
  deductible,
  optional,
  phone,
  photos,
  postalCode,
  preferredDay,
  sendFailure,
  textPhoto,
  tooLong,
} from "../../content/field-messages.json";
import type { FieldMessagesContent } from "../config/schema";

/**
 * What the forms say next to a field whose value they cannot take, from
 * content/field-messages.json (editable at /admin). Each message's values (a field's limit, a
 * photo's name) are filled in where it is shown, by core/rules/validation.ts and core/rules/photos.ts,
 * which hold the rules; the file's schema refuses a value a message cannot show. Read by name, so
 * a form with no photo field carries none of the photo messages.
 */
export const fieldMessagesText: Omit<FieldMessagesContent, "photos" | "sendFailure" | "textPhoto"> =
  {
    optional,
    phone,
    postalCode,
    blank,
    choice,
    deductible,
    preferredDay,
    tooLong,
  };

/** What the photo field says about a picture it cannot take. */
export const photoMessagesText: FieldMessagesContent["photos"] = photos;

/**
 * What a form says when a send fails or is not known to have arrived: `{{what}}` is what was being
 * sent, `{{phone}}` the business's number, `{{call}}` and `{{text}}` the links that call and text it.
 */
export const sendFailureText: FieldMessagesContent["sendFailure"] = sendFailure;

/** The link that texts us a photo: its label, its label beside the photo field, its message. */
export const textPhotoText: FieldMessagesContent["textPhoto"] = textPhoto;
