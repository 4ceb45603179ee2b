import { Clock, MessageSquare, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { siteConfig } from "../../../core/config/site";
import { contactContent } from "../../data/contact";

function Channel({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" className="flex flex-col p-6">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <div className="mt-1 text-2xl font-bold text-primary tabular-nums">{children}</div>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </Card>
  );
}

/** Call, text, and the 24/7 promise: the three fastest ways to a repair. */
export function ContactChannels({ id = "reach-us" }: { id?: string }) {
  const { phone } = siteConfig;
  const { head, call, text, allHours } = contactContent.channels;
  const linkClass = "underline decoration-2 underline-offset-4 hover:decoration-cta";
  return (
    <Section id={id} head={head}>
      <ul className="grid gap-5 md:grid-cols-3">
        <Channel icon={Phone} title={call.title} text={call.text}>
          <a href={phone.tel} className={linkClass}>
            <span className="sr-only">Call </span>
            <span className="whitespace-nowrap">{phone.display}</span>
          </a>
        </Channel>
        <Channel icon={MessageSquare} title={text.title} text={text.text}>
          <a href={phone.sms} className={linkClass}>
            <span className="sr-only">Text </span>
            <span className="whitespace-nowrap">{phone.display}</span>
          </a>
        </Channel>
        <Channel icon={Clock} title={allHours.title} text={allHours.text}>
          <p>{allHours.value}</p>
        </Channel>
      </ul>
    </Section>
  );
}
