import { ExternalLink, Mail, MessageSquare, Phone, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { Container } from "../ui/container";
import { policyFacts, policyMailto } from "../../../core/config/policies";
import { siteConfig } from "../../../core/config/site";
import { staticPages } from "../../../core/data/pages";
import { everyPageText } from "../../data/every-page";
import type { Policy, PolicyBlock } from "../../data/policies";

const linkClass =
  "font-semibold text-primary underline decoration-ring/50 decoration-2 underline-offset-4 hover:decoration-ring";

/** "2026-11-24" as visitors read it: "November 24, 2026". */
export function formatPolicyDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * The long-form text of a policy page: when it last changed, its contents, then each section's
 * heading, paragraphs and lists in a readable column (about 65 characters a line). Static: it
 * ships no JavaScript.
 */
export function PolicyDocument({ policy, id = "policy" }: { policy: Policy; id?: string }) {
  const words = everyPageText.policyPages;
  return (
    <section id={id} aria-label={policy.name} className="band py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <aside className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <p className="text-sm text-muted-foreground">
            {words.updated}{" "}
            <time dateTime={policy.updated} className="font-semibold text-foreground">
              {formatPolicyDate(policy.updated)}
            </time>
          </p>
          <nav aria-labelledby={`${id}-contents`} className="mt-6">
            <p
              id={`${id}-contents`}
              className="text-sm font-semibold tracking-wider text-ring uppercase"
            >
              {words.contents}
            </p>
            <ol className="mt-3 space-y-2 border-l-2 border-border pl-4 text-[0.9375rem]">
              {policy.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <div className="max-w-[65ch] space-y-10 text-base sm:text-lg">
          {policy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-t border-border pt-10 first:border-t-0 first:pt-0"
            >
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-bold text-primary sm:text-3xl"
              >
                {section.title}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, index) => (
                  <Block key={`${section.id}-${index}`} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </section>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <div>
          {block.lead ? <p className="mb-3">{block.lead}</p> : null}
          <ul className="list-disc space-y-2 pl-6 marker:text-ring">
            {block.items.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </ul>
        </div>
      );
    case "links":
      return (
        <ul className="space-y-2">
          {block.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={`${linkClass} inline-flex items-center gap-1.5`}>
                {item.label}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>
              <span className="block text-muted-foreground">{item.text}</span>
            </li>
          ))}
        </ul>
      );
    case "contact":
      return <ContactList />;
  }
}

/** The ways to reach the business, from the site and policy config. */
function ContactList() {
  const { phone, name } = siteConfig;
  const contact = staticPages.contact;
  const words = everyPageText.policyPages.contact;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold">{name}</h3>
      <ul className="mt-3 space-y-3">
        <Channel icon={<Phone />}>
          <a href={phone.tel} className={linkClass}>
            {`${words.call} `}
            <span className="whitespace-nowrap">{phone.display}</span>
          </a>
        </Channel>
        <Channel icon={<MessageSquare />}>
          <a href={phone.sms} className={linkClass}>
            {`${words.text} `}
            <span className="whitespace-nowrap">{phone.display}</span>
          </a>
        </Channel>
        <Channel icon={<Mail />}>
          <a href={policyMailto()} className={linkClass}>
            {`${words.email} `}
            {policyFacts.email}
          </a>
        </Channel>
        <Channel icon={<Send />}>
          <a href={contact.path} className={linkClass}>
            {words.message}
          </a>
        </Channel>
      </ul>
    </Card>
  );
}

function Channel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-[1.125rem]"
      >
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}
