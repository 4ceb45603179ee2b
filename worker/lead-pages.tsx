import { renderToStaticMarkup } from "react-dom/server";
import { privatePageHeaders } from "../deploy/policy";
import type { LeadFailure } from "../app/components/forms/use-lead-form";
import { ContactForm } from "../app/components/islands/ContactForm";
import { QuoteForm } from "../app/components/islands/QuoteForm";
import { LeadOutcome } from "../app/components/sections/LeadOutcome";
import { LeadRetry } from "../app/components/sections/LeadRetry";
import { Card } from "../app/components/ui/card";
import { leadServicePath, siteConfig } from "../core/config/site";
import { leadOutcomeText } from "../core/data/lead-outcome";
import { services } from "../core/data/services";
import { leadFields } from "../core/rules/lead-fields";
import { leadPages, type LeadFormName } from "../core/rules/leads";
import type { Env } from "./env";
import { htmlRewriter } from "./html-rewriter";
import type { Problem } from "./lead-messages";
import { asset, privateAnswer, secured } from "./responses";
import { bookingText } from "../core/data/booking";
import type { Slot } from "../core/rules/booking";

/**
 * The pages the lead service answers a form posted without JavaScript with when it cannot take
 * it: never an error page, always the site's own page (its header, footer and call and text
 * links), with what happened and, where the lead can be sent again, the form as it was typed.
 */

type RetryProblem = keyof typeof leadOutcomeText.retry;

/** Whether a problem leaves a lead the visitor can send again as it is, or fix and send. */
export const isRetry = (problem: Problem): problem is RetryProblem =>
  Object.hasOwn(leadOutcomeText.retry, problem);

/**
 * A page of the site with its own title and main content: the page that says a request was
 * not sent (not indexed) is the frame, and its content security policy comes with it. Nothing
 * of it is cached, since the content holds what the visitor typed.
 */
export async function sitePage(
  env: Env,
  request: Request,
  status: number,
  { title, main }: { title: string; main: string },
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const frame = await asset(env, request, leadPages.notSent);
  const page = htmlRewriter()
    .on("title", { element: (element) => element.setInnerContent(`${title} | ${siteConfig.name}`) })
    .on("main", { element: (element) => element.setInnerContent(main, { html: true }) })
    .transform(frame);
  const headers = secured(frame.headers);
  for (const [name, value] of Object.entries(privatePageHeaders)) headers.set(name, value);
  headers.set("Cache-Control", privateAnswer["Cache-Control"]);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  headers.delete("ETag");
  headers.delete("Content-Length");
  return new Response(request.method === "HEAD" ? null : page.body, { status, headers });
}

/** What a form posted and the messages of its refused fields. */
export interface Returned {
  form: LeadFormName;
  page: string;
  fields: Record<string, unknown>;
  errors: Record<string, string>;
  /** For a window taken or not open: the nearest open ones */
  alternatives?: readonly Slot[];
}

/** The values a form posted, for its own fields only, as typed. */
function typedValues(form: LeadFormName, fields: Record<string, unknown>) {
  const values: Record<string, string | boolean> = {};
  for (const [name, rule] of Object.entries(leadFields[form])) {
    const value = fields[name];
    if (rule.kind === "checkbox")
      values[name] = value === true || value === "yes" || value === "on";
    else if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The form again, filled in as it was posted, with a message next to each field to fix. */
export function formAgain(
  env: Env,
  request: Request,
  status: number,
  problem: RetryProblem,
  returned: Returned,
): Promise<Response> {
  const text = leadOutcomeText.retry[problem];
  const failure: LeadFailure | undefined = problem === "fields" ? undefined : "refused";
  const values = typedValues(returned.form, returned.fields);
  const context = (name: string) =>
    typeof returned.fields[name] === "string" ? String(returned.fields[name]) : "";
  const form =
    returned.form === "contact" ? (
      <Card className="p-5 sm:p-8">
        <ContactForm
          page={returned.page}
          leadEndpoint={leadServicePath}
          phone={siteConfig.phone}
          returned={{ values, errors: returned.errors, failure }}
        />
      </Card>
    ) : (
      <QuoteForm
        page={returned.page}
        place={context("place")}
        pageFocus={context("pageFocus")}
        services={services.map((service) => service.name)}
        leadEndpoint={leadServicePath}
        phone={siteConfig.phone}
        returned={{ values, errors: returned.errors, failure }}
        alternatives={returned.alternatives}
      />
    );
  return sitePage(env, request, status, {
    title: text.title,
    main: renderToStaticMarkup(
      // The nearest open windows, named at the top, and in the form beside its day and window,
      // where a tap sends it again in one of them.
      <LeadRetry
        text={text}
        choices={
          returned.alternatives && returned.alternatives.length > 0
            ? {
                heading: bookingText.alternatives,
                items: returned.alternatives.map((slot) => slot.label),
              }
            : undefined
        }
      >
        {form}
      </LeadRetry>,
    ),
  });
}

/** A post that cannot be shown again as a form: what happened, and the call and text links. */
export function leadProblemPage(
  env: Env,
  request: Request,
  status: number,
  problem: Problem,
): Promise<Response> {
  const text =
    problem === "tooLarge" ? leadOutcomeText.problem.tooLarge : leadOutcomeText.problem.unknownForm;
  return sitePage(env, request, status, {
    title: text.title,
    main: renderToStaticMarkup(<LeadOutcome sent={false} text={text} />),
  });
}
