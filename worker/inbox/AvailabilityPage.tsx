import { CalendarClock, CircleAlert, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Note, ServicePage } from "./InboxPage";
import { Button, ButtonLink } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { bookingWindows, weekDays } from "../../core/config/schema";
import { inboxPath, inboxPaths, inboxText } from "./words";
import { choiceLabel } from "../../core/data/quote-choices";
import { cn } from "../../app/components/cn";
import { formatLeadTime } from "../stored-lead";
import { availabilityField as field, type AvailabilityValues } from "../availability";

const text = inboxText.availability;

export interface AvailabilityView {
  /** Each field's text: the saved settings, or what the owner just posted */
  values: AvailabilityValues;
  /** Each refused field's message, by its name */
  errors: Record<string, string>;
  /** When the settings were last saved; null while the sample is used */
  savedAt: string | null;
  notice: "saved" | null;
  /** The hours the site states: from the saved settings, or from the ones posted to preview */
  stated: { text: string; preview: boolean };
}

const inputLook =
  "h-11 w-full rounded-md border border-input bg-white px-3 text-base font-normal aria-invalid:border-destructive";

/** A field's message, tied to it by its id. */
function Message({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="flex gap-1 text-sm font-semibold text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </span>
  ) : null;
}

/** The ids an input and its message go by. */
const idOf = (name: string) => `availability-${name.replaceAll(".", "-")}`;

/**
 * A row's counts of jobs, one field for each window, each named for screen readers by its row
 * and window: a weekday's, or every day's at once.
 */
function JobsCells({
  view,
  row,
  name,
}: {
  view: AvailabilityView;
  row: string;
  name: (window: string) => string;
}) {
  return bookingWindows.map((window) => (
    <td key={window} className="px-1 py-2 align-top">
      <Input
        name={name(window)}
        label={<span className="sr-only">{`${row}, ${choiceLabel("arrivalWindow", window)}`}</span>}
        view={view}
        type="number"
        inputMode="numeric"
        min={0}
        max={20}
      />
    </td>
  ));
}

function Input({
  name,
  label,
  view,
  className,
  ...props
}: {
  name: string;
  label: ReactNode;
  view: AvailabilityView;
  className?: string;
} & Pick<React.ComponentProps<"input">, "type" | "inputMode" | "min" | "max" | "pattern">) {
  const error = view.errors[name];
  const id = idOf(name);
  return (
    <label htmlFor={id} className={cn("flex flex-col gap-1 text-sm font-semibold", className)}>
      {label}
      <input
        id={id}
        name={name}
        defaultValue={view.values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={inputLook}
        {...props}
      />
      <Message id={`${id}-message`} message={error} />
    </label>
  );
}

/** The hours a hold lasts before its window opens again: the usual choices, or what is saved. */
const holdChoices = [2, 4, 8, 12, 24, 48, 72, 0];

function HoldHours({ view }: { view: AvailabilityView }) {
  const id = idOf(field.holdHours);
  const error = view.errors[field.holdHours];
  const current = view.values[field.holdHours] ?? "";
  const choices = holdChoices.map(String);
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-semibold">
      {text.holdHours}
      <span id={`${id}-hint`} className="font-normal text-muted-foreground">
        {text.holdHoursHint}
      </span>
      <select
        id={id}
        name={field.holdHours}
        defaultValue={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-message` : `${id}-hint`}
        className={inputLook}
      >
        {(choices.includes(current) ? choices : [current, ...choices]).map((hours) => (
          <option key={hours} value={hours}>
            {/^\d+$/.test(hours) ? text.holdChoice(Number(hours)) : hours}
          </option>
        ))}
      </select>
      <Message id={`${id}-message`} message={error} />
    </label>
  );
}

function Section({
  id,
  heading,
  hint,
  error,
  children,
}: {
  id: string;
  heading: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-message` : undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-background p-4"
    >
      <legend className="float-left w-full text-lg font-bold">{heading}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <Message id={`${id}-message`} message={error} />
      {children}
    </fieldset>
  );
}

/**
 * The owner's availability, one form: the windows' hours, the jobs each window takes on each
 * weekday, the days off, how far ahead and how late today a visitor may book. A refused save
 * comes back with every value as typed and each message beside its field. No script.
 */
export function AvailabilityPage({
  view,
  stylesheets,
  siteName,
}: {
  view: AvailabilityView;
  stylesheets: readonly string[];
  siteName: string;
}) {
  const invalid = Object.keys(view.errors).length > 0;
  return (
    <ServicePage title={text.title} stylesheets={stylesheets} siteName={siteName}>
      <main className="py-6 sm:py-10">
        <Container>
          <div className="mx-auto flex max-w-3xl flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h1 className="flex items-center gap-2 text-3xl font-bold">
                <CalendarClock aria-hidden="true" className="size-7 text-primary" />
                {text.heading}
              </h1>
              <ButtonLink href={inboxPath} variant="outline" size="md">
                <Inbox aria-hidden="true" />
                {text.back}
              </ButtonLink>
            </div>
            <p className="text-muted-foreground">{text.intro}</p>
            {view.notice === "saved" ? <Note tone="done">{text.saved}</Note> : null}
            {invalid ? <Note tone="refused">{text.invalid}</Note> : null}
            <p className="text-sm text-muted-foreground">
              {view.savedAt ? text.savedAt(formatLeadTime(view.savedAt)) : text.sample}
            </p>
            <StatedHours stated={view.stated} />
            <form
              method="post"
              action={inboxPaths.availability}
              aria-label={text.heading}
              className="flex flex-col gap-4"
            >
              <WindowHours view={view} />
              <WeekJobs view={view} />
              <DatesAndHolds view={view} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" size="lg">
                  {text.save}
                </Button>
                <Button type="submit" name="preview" value="1" variant="outline" size="lg">
                  {text.preview}
                </Button>
              </div>
            </form>
          </div>
        </Container>
      </main>
    </ServicePage>
  );
}

/** The hours the site states, from what is saved or, previewed, from the form as typed. */
function StatedHours({ stated }: { stated: AvailabilityView["stated"] }) {
  return (
    <section
      aria-labelledby="availability-stated"
      className={cn(
        "rounded-lg border p-4",
        stated.preview ? "border-primary bg-primary/5" : "border-border bg-muted/40",
      )}
    >
      <h2 id="availability-stated" className="font-semibold">
        {text.stated}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {stated.preview ? text.statedPreview : text.statedNow}
      </p>
      <p className="mt-2 text-lg font-semibold">{stated.text}</p>
    </section>
  );
}

/** When each window starts and ends. */
function WindowHours({ view }: { view: AvailabilityView }) {
  return (
    <Section
      id={idOf(field.windows)}
      heading={text.windows}
      hint={text.windowsHint}
      error={view.errors[field.windows]}
    >
      {bookingWindows.map((window) => (
        <div
          key={window}
          className="grid gap-x-3 gap-y-2 min-[22.5rem]:grid-cols-2 sm:grid-cols-[8rem_1fr_1fr]"
        >
          <p className="self-center font-semibold min-[22.5rem]:col-span-2 sm:col-span-1">
            {choiceLabel("arrivalWindow", window)}
          </p>
          <Input
            name={field.starts(window)}
            label={
              <>
                <span className="sr-only">{`${choiceLabel("arrivalWindow", window)}: `}</span>
                <span>{text.starts}</span>
              </>
            }
            view={view}
            type="time"
          />
          <Input
            name={field.ends(window)}
            label={
              <>
                <span className="sr-only">{`${choiceLabel("arrivalWindow", window)}: `}</span>
                <span>{text.ends}</span>
              </>
            }
            view={view}
            type="time"
          />
          <Message
            id={`${idOf(`windows.${window}`)}-message`}
            message={view.errors[`windows.${window}`]}
          />
        </div>
      ))}
    </Section>
  );
}

/** The jobs each window takes, a row a weekday, and a row that sets every day at once. */
function WeekJobs({ view }: { view: AvailabilityView }) {
  return (
    <Section id={idOf("week")} heading={text.week} hint={text.weekHint}>
      <table className="w-full table-fixed border-collapse text-left">
        <thead>
          <tr className="text-sm">
            {/* The table is laid out from this row: the days' column narrow on a
                phone, so that "Afternoon" fits its own. */}
            <td className="w-[18%] sm:w-[26%]" />
            {bookingWindows.map((window) => (
              <th key={window} scope="col" className="px-1 pb-1 text-xs font-semibold sm:text-sm">
                {choiceLabel("arrivalWindow", window)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekDays.map((day) => (
            <tr key={day} className="border-t border-border">
              <th scope="row" className="py-2 pr-2 text-sm font-semibold">
                {/* "Wed" where the table is narrow; the whole name to be heard. */}
                <span aria-hidden="true" className="sm:hidden">
                  {day.slice(0, 3)}
                </span>
                <span className="max-sm:sr-only">{day}</span>
              </th>
              <JobsCells view={view} row={day} name={(window) => field.jobs(day, window)} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border">
            <th scope="row" className="py-2 pr-2 text-sm font-semibold">
              {text.everyDay}
            </th>
            <JobsCells view={view} row={text.everyDay} name={field.everyDay} />
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-muted-foreground">{text.everyDayHint}</p>
    </Section>
  );
}

/** The days off, how far ahead and how late today a visitor may book, how long a hold lasts. */
function DatesAndHolds({ view }: { view: AvailabilityView }) {
  return (
    <Section id={idOf("dates")} heading={text.closed}>
      <ClosedDays view={view} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          name={field.daysAhead}
          label={text.daysAhead}
          view={view}
          type="number"
          inputMode="numeric"
          min={1}
          max={14}
        />
        <Input name={field.sameDayUntil} label={text.sameDayUntil} view={view} type="time" />
      </div>
      <HoldHours view={view} />
    </Section>
  );
}

/** The days off, one a line. */
function ClosedDays({ view }: { view: AvailabilityView }) {
  const id = idOf(field.closed);
  const error = view.errors[field.closed];
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-semibold">
      <span className="sr-only">{text.closed}</span>
      <span id={`${id}-hint`} className="font-normal text-muted-foreground">
        {text.closedHint}
      </span>
      <textarea
        id={id}
        name={field.closed}
        rows={4}
        defaultValue={view.values[field.closed] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-message` : `${id}-hint`}
        className="w-full rounded-md border border-input bg-white px-3 py-2 font-mono text-base font-normal aria-invalid:border-destructive"
      />
      <Message id={`${id}-message`} message={error} />
    </label>
  );
}
