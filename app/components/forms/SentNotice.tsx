import { useEffect, useRef } from "react";
import { IslandIcon } from "../ui/island-icon";
import { Button } from "../ui/button";

/**
 * What a form becomes once it has sent: in its place, on top of the page, until the visitor
 * asks for the form again. It takes the focus (a screen reader reads it) and comes to the middle
 * of the window, wherever the form was scrolled to; it names what happens next, links the
 * request's own page when there is one, and says so when a send repeated one that had arrived.
 */
export function SentNotice({
  text,
  repeat,
  statusUrl,
  onSendAnother,
}: {
  text: {
    toastTitle: string;
    toastText: string;
    repeatText: string;
    sendAnother: string;
    statusLink?: string;
  };
  /** The send repeated one whose answer was lost: it counts once */
  repeat: boolean;
  /** The request's status page, when the receipt gave one */
  statusUrl: string | null;
  onSendAnother: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = title.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.closest("[data-sent]")?.scrollIntoView({ block: "center" });
  }, []);

  return (
    <div
      data-sent=""
      className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-5 motion-safe:animate-rise"
    >
      <IslandIcon name="circle-check" className="mt-0.5 size-7 shrink-0 text-success" />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 ref={title} tabIndex={-1} className="text-xl font-bold outline-none">
          {text.toastTitle}
        </h3>
        <p>{text.toastText}</p>
        {repeat ? <p className="text-muted-foreground">{text.repeatText}</p> : null}
        {statusUrl && text.statusLink ? (
          <p>
            <a href={statusUrl} className="font-semibold text-primary underline underline-offset-4">
              {text.statusLink}
            </a>
          </p>
        ) : null}
        <Button type="button" variant="outline" className="mt-1 self-start" onClick={onSendAnother}>
          {text.sendAnother}
        </Button>
      </div>
    </div>
  );
}
