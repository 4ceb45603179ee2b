import { useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import { shrinkPhoto } from "./shrink-photo";
import { IslandIcon } from "../ui/island-icon";
import { fieldMessagesText } from "../../../core/data/field-messages";
import { fillLater } from "../../../core/data/form-text";
import { pickablePhotoTypes, photoMessages, photoRules } from "../../../core/rules/photos";
import { photoText, photoTextHref } from "../../../core/rules/photo-text";

const noSubscription = () => () => {};

/** The field's hint with the photo count (`{{photoRules.count}}`) filled in. */
export const photoHint = (hint: string) =>
  fillLater(hint, { "photoRules.count": photoRules.count });

/** The name of photo `n`'s remove button (`{{n}}` filled in). */
export const removeLabel = (label: string, n: number) => fillLater(label, { n });

/** A photo ready to send: the shrunk JPEG and its preview. */
export interface PickedPhoto {
  key: number;
  name: string;
  photo: Blob;
  preview: string;
}

/**
 * Photos of the damage, up to three, from the phone's camera or library: each checked (a
 * picture, not too large), shrunk in the browser and shown as a preview with a button to remove
 * it; a refused file gets its message under the field. It needs JavaScript to shrink and send
 * photos, so the static page shows only the text-a-photo link, which stays beside it.
 */
export function PhotoField({
  id,
  photos,
  onChange,
  sms,
  labels,
}: {
  id: string;
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** The business's `sms:` link, for the text-a-photo link */
  sms: string;
  /** Its words (content/quote-form.json): the hint may name `{{photoRules.count}}`, the remove
   * button's name `{{n}}`, the photo's number */
  labels: { label: string; hint: string; remove: string; preparing: string };
}) {
  // The picker is shown once the island runs: without JavaScript the photo could not be sent.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(0);
  const nextKey = useRef(1);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length === 0) return;
    const room = photoRules.count - photos.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(photoMessages.tooMany);
    const taken: PickedPhoto[] = [];
    setPreparing(Math.min(files.length, room));
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > photoRules.pickBytes) {
        problems.push(photoMessages.tooLarge(file.name));
        continue;
      }
      if (file.type && !(pickablePhotoTypes as readonly string[]).includes(file.type)) {
        problems.push(photoMessages.notAPhoto(file.name));
        continue;
      }
      try {
        const { photo, preview } = await shrinkPhoto(file);
        if (photo.size > photoRules.uploadBytes) throw new Error("Still too large");
        taken.push({ key: nextKey.current++, name: file.name, photo, preview });
      } catch {
        problems.push(photoMessages.notAPhoto(file.name));
      }
    }
    setPreparing(0);
    setError(problems.length > 0 ? problems.join(" ") : null);
    if (taken.length > 0) onChange([...photos, ...taken]);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      {ready ? (
        <>
          <label htmlFor={id} className="font-semibold">
            {labels.label}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              {fieldMessagesText.optional}
            </span>
          </label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {photoHint(labels.hint)}
          </p>
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            disabled={photos.length >= photoRules.count}
            onChange={(event) => void onPick(event)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="block w-full rounded-md border border-dashed border-input bg-white px-3 py-2.5 text-base text-foreground file:mr-3 file:rounded-md file:border-0 file:bg-accent file:px-3 file:py-1.5 file:font-semibold file:text-primary disabled:opacity-60"
          />
          <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {preparing > 0 ? labels.preparing : ""}
          </p>
          {error ? (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          {photos.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-3">
              {photos.map((photo, i) => (
                <li key={photo.key} className="relative">
                  <img
                    src={photo.preview}
                    alt={`${i + 1} of ${photos.length}: ${photo.name}`}
                    className="h-20 w-auto rounded-md border border-border object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
                    className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-border bg-white text-foreground shadow-xs hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    <IslandIcon name="x" className="size-4" />
                    <span className="sr-only">{removeLabel(labels.remove, i + 1)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <p className="text-sm md:hidden">
        <a
          href={photoTextHref(sms)}
          className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
        >
          <IslandIcon name="camera" className="size-4" />
          {ready ? photoText.instead : photoText.label}
        </a>
      </p>
    </div>
  );
}
