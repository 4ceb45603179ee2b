import { CircleAlert, CircleCheck } from "lucide-react";
import { CallActions } from "./CallActions";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { cn } from "../cn";

/**
 * Where a form sent without JavaScript ends: whether it was sent, what happens next, and the
 * call and text links, since a driver with broken glass may not want to wait.
 */
export function LeadOutcome({
  sent,
  text,
}: {
  sent: boolean;
  text: { eyebrow: string; heading: string; lead: string; back: string; keep?: string };
}) {
  const Icon = sent ? CircleCheck : CircleAlert;
  return (
    <Container className="flex min-h-[60vh] flex-col justify-center py-16 sm:py-20">
      <div className="max-w-2xl">
        <p
          className={cn(
            "flex items-center gap-2 font-semibold tracking-wide uppercase",
            sent ? "text-primary" : "text-destructive",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
          {text.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-bold text-balance sm:text-4xl">{text.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{text.lead}</p>
        <CallActions className="mt-8" />
        {text.keep ? <p className="mt-8 text-muted-foreground">{text.keep}</p> : null}
        <ButtonLink href="/" variant="outline" className="mt-8">
          {text.back}
        </ButtonLink>
      </div>
    </Container>
  );
}
