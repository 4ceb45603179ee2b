import { Copy } from "lucide-react";
import { Button } from "../../app/components/ui/button";
import { inboxText } from "./words";
import { addLineScript } from "./MoneyPanel";

const text = inboxText.copy;

/**
 * The inbox's one script, run by its nonce: it shows each copy button and puts its value on the
 * clipboard, saying so beside it. Without it (or without a clipboard) the buttons stay hidden and
 * the value is there to select and copy, all of it at once.
 */
export const copyScript = `document.querySelectorAll("button[data-copy]").forEach(function (button) {
  if (!navigator.clipboard) return;
  button.hidden = false;
  button.addEventListener("click", function () {
    var said = button.nextElementSibling;
    navigator.clipboard.writeText(button.dataset.copy).then(
      function () { said.textContent = button.dataset.copied; },
      function () { said.textContent = button.dataset.failed; }
    );
  });
});`;

/** A value the owner copies into another app (a VIN into a parts catalogue), with its button. */
export function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono tracking-wide select-all">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

/**
 * The button that copies `value`, hidden until the script wakes it, and where it says it did:
 * beside a value shown elsewhere (the calendar's address, in its field).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        hidden
        data-copy={value}
        data-copied={text.copied}
        data-failed={text.failed}
      >
        <Copy aria-hidden="true" />
        {label}
      </Button>
      <span role="status" className="text-sm text-muted-foreground" />
    </>
  );
}

/** The inbox's script, once, at the end of the page: the copy buttons and the quote's "Add a line". */
export function CopyScript({ nonce }: { nonce: string }) {
  return (
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `${copyScript}\n${addLineScript}` }} />
  );
}
