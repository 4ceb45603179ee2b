import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
} from "react";
import { LeadForm } from "../forms/LeadForm";
import { PhotoField, type PickedPhoto } from "../forms/PhotoField";
import { Card } from "../ui/card";
import { IslandIcon } from "../ui/island-icon";
import { TextField } from "../forms/field";
import { useLeadForm, type LeadFormReturn } from "../forms/use-lead-form";
import type { Phone } from "../../../core/config/phone";
import { insurancePath, insuranceText, insurers } from "../../../core/data/insurance";
import { quoteChoices } from "../../../core/data/quote-choices";
import { quoteFormText as text } from "../../../core/data/quote-form";
import { quoteFields } from "../../../core/rules/lead-fields/quote";
import type { BookingWindow } from "../../../core/config/booking-windows";
import { nearestSlots, shortDay, type Slot } from "../../../core/rules/slots";
import { fillLater } from "../../../core/data/form-text";
import { slotsPath } from "../../../core/rules/leads";
import {
  addDays,
  normalizePostalCode,
  preferredDayAheadDays,
  torontoDay,
} from "../../../core/rules/validation";

const empty = {
  name: "",
  phone: "",
  email: "",
  vehicle: "",
  vin: "",
  service: "",
  postalCode: "",
  damage: "",
  payer: "",
  insurer: "",
  deductible: "",
  preferredDay: "",
  arrivalWindow: "",
  visitPlace: "",
  estimate: "",
};

type QuoteValues = typeof empty;

/** The quote form's state, from useLeadForm. */
type QuoteLead = ReturnType<typeof useLeadForm<QuoteValues>>;

const noSubscription = () => () => {};

/** The quote form's props: the page it is on, its services, the lead service and its answer. */
interface QuoteFormProps {
  id?: string;
  /** The path of the page the form is on */
  page: string;
  /** The place the page serves, sent with the lead */
  place: string;
  /** What the page is about, sent with the lead */
  pageFocus: string;
  /** The names of the services a visitor can choose */
  services: readonly string[];
  /** The service the page is about, chosen to start with */
  defaultService?: string;
  /** Where leads go: the lead service (`siteConfig.leadEndpoint`) */
  leadEndpoint: string;
  /** The business's phone, offered when a send fails */
  phone: Phone;
  /**
   * Values filled in for the visitor: the instant estimate's service, answers, car, VIN, answer
   * and postal code
   */
  fill?: Partial<
    Pick<QuoteValues, "service" | "damage" | "postalCode" | "vehicle" | "vin" | "estimate">
  >;
  /** A send the lead service could not take, shown again as it was typed */
  returned?: LeadFormReturn<QuoteValues>;
  /**
   * The nearest open windows, when the lead service gave a form posted without JavaScript back
   * for a window it cannot have: each a button that sends the form again with it
   */
  alternatives?: readonly Slot[];
}

/**
 * The quote form in the hero of every location page, an island. The browser checks required
 * fields and formats, with the phone and postal code rules added as custom validity; each
 * message shows under its field. A failed send keeps every value.
 */
export function QuoteForm({
  id = "hero-form",
  page,
  place,
  pageFocus,
  services,
  defaultService = "",
  leadEndpoint,
  phone,
  fill,
  returned,
  alternatives: returnedAlternatives = [],
}: QuoteFormProps) {
  const initial = { ...empty, service: defaultService, ...fill, ...returned?.values };
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const days = useBookableDays();
  const lead = useLeadForm<QuoteValues>("quote", initial, {
    id,
    page,
    endpoint: leadEndpoint,
    context: { place, pageFocus },
    fill,
    fields: quoteFields,
    initial: returned,
    prepare: (values) => ({
      ...values,
      postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode,
    }),
    attachments: {
      read: () => photos.map((p) => p.photo),
      onSent: () => setPhotos([]),
    },
  });
  const details = useDetails(lead, initial, returned);
  const when = useWhen(id, leadEndpoint, lead, returnedAlternatives);
  return (
    <Card id={id} variant="raised" className="p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
        {text.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{text.intro}</p>
      <LeadForm
        lead={lead}
        aria-labelledby={`${id}-title`}
        text={text}
        what={text.what}
        phone={phone}
        leadEndpoint={leadEndpoint}
        sendSize="xl"
        sendClassName="w-full"
        className="mt-5 gap-4"
      >
        <WhoAndWhatFields field={lead.field} services={services} />
        <WhenFieldset when={when} field={lead.field} days={days} />
        <AddDetails
          id={id}
          details={details}
          field={lead.field}
          photos={photos}
          onPhotos={setPhotos}
          sms={phone.sms}
        />
        {lead.values.estimate ? (
          <input type="hidden" name="estimate" value={lead.values.estimate} />
        ) : null}
      </LeadForm>
    </Card>
  );
}

/**
 * The days a visitor can ask for, from today on in the business's time zone: known once the
 * island runs (the static page cannot know today), null before; checked again by the lead
 * service.
 */
function useBookableDays() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const today = hydrated ? torontoDay() : null;
  return today ? { min: today, max: addDays(today, preferredDayAheadDays) } : null;
}

type BookableDays = ReturnType<typeof useBookableDays>;

/** The fields every request needs: the visitor's name and phone, and the service. */
function WhoAndWhatFields({
  field,
  services,
}: {
  field: QuoteLead["field"];
  services: readonly string[];
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={text.labels.name} {...field("name")} type="text" autoComplete="name" />
        <TextField
          label={text.labels.phone}
          {...field("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <TextField as="select" label={text.labels.service} {...field("service")}>
        <option value="">{text.servicePlaceholder}</option>
        {services.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
    </>
  );
}

/**
 * When the visitor would like us: the open windows (useSlots), the day and window chosen, a
 * message when the day has no window open, and the one-tap choices that fill both in.
 */
function useWhen(
  id: string,
  leadEndpoint: string,
  lead: QuoteLead,
  returnedAlternatives: readonly Slot[],
) {
  const { slots, listed, labels, list } = useSlots(id, leadEndpoint, lead.refusal);
  const picking = slots !== null && listed;
  const { field, values, setFields } = lead;
  const chosen =
    values.preferredDay && values.arrivalWindow
      ? `${values.preferredDay} ${values.arrivalWindow}`
      : "";
  const choose = (value: string) => {
    const [preferredDay = "", arrivalWindow = ""] = value.split(" ");
    setFields({ preferredDay, arrivalWindow } as Partial<QuoteValues>);
    // Chosen from the open windows: the day and window show as the lists of them.
    if (slots) list();
  };
  // The days with a window open, in order, each with its name.
  const openDays = new Map((slots ?? []).map((slot) => [slot.day, slot.dayLabel]));
  // A day with no open window, chosen on the phone's calendar before the open days came: said
  // beside the field at once, with the nearest open windows to choose from.
  const closedDay =
    slots && values.preferredDay && !openDays.has(values.preferredDay) ? values.preferredDay : null;
  const dayMessage = closedDay
    ? fillLater(text.when.dayClosed, { day: labels.get(closedDay) ?? shortDay(closedDay) })
    : undefined;
  // One-tap choices that fill in the day and window: the lead service's, after it refused a
  // window, or the nearest to a closed day.
  const refused = lead.refusal?.alternatives ?? returnedAlternatives;
  const alternatives =
    refused.length > 0
      ? refused
      : closedDay && slots
        ? nearestSlots(slots, closedDay, (values.arrivalWindow || "morning") as BookingWindow)
        : [];
  const dayField = field("preferredDay");
  // The phone's calendar gave way to the list of open days: the list keeps the focus.
  const listAfterPick = useRef(false);
  useEffect(() => {
    if (!picking || !listAfterPick.current) return;
    listAfterPick.current = false;
    document.getElementById(dayField.id)?.focus();
  }, [picking, dayField.id]);
  /** A day chosen: its window stays only if it is open that day. */
  const pickDay = (day: string) => {
    const keep = slots?.some(isSlot(`${day} ${values.arrivalWindow}`));
    setFields({
      preferredDay: day,
      arrivalWindow: keep ? values.arrivalWindow : "",
    } as Partial<QuoteValues>);
  };
  /** A day picked on the phone's calendar: once the open days are known, shown in their list. */
  const onCalendarDay = (day: string) => {
    if (slots && day) {
      listAfterPick.current = true;
      list();
    }
  };
  return {
    /** The open windows while the form lists them; null while it shows the calendar */
    openWindows: picking ? slots : null,
    values,
    labels,
    chosen,
    choose,
    openDays,
    dayField,
    dayMessage,
    alternatives,
    pickDay,
    onCalendarDay,
  };
}

type When = ReturnType<typeof useWhen>;

/** What the day-and-window parts of the form are given. */
interface WhenParts {
  when: When;
  field: QuoteLead["field"];
  days: BookableDays;
}

/**
 * The day and window: the open ones as two lists once they came, else the phone's calendar and
 * every window; then the one-tap choices, and the note.
 */
function WhenFieldset({ when, field, days }: WhenParts) {
  return (
    // Side by side only where the form itself is wide enough for a date and a window whole (not
    // in a hero's side column on a laptop): the form's width, not the window's, decides.
    <div className="@container">
      <fieldset className="grid gap-4 @md:grid-cols-2">
        <legend className="mb-1 font-semibold">{text.when.legend}</legend>
        {when.openWindows ? (
          <OpenWindowLists when={when} slots={when.openWindows} field={field} />
        ) : (
          <CalendarFields when={when} field={field} days={days} />
        )}
        {when.alternatives.length > 0 ? (
          <OneTapWindows
            alternatives={when.alternatives}
            chosen={when.chosen}
            choose={when.choose}
          />
        ) : null}
        <p className="text-sm text-muted-foreground @md:col-span-2">{text.when.note}</p>
      </fieldset>
    </div>
  );
}

/** The open days as a list, and the chosen day's open windows as another. */
function OpenWindowLists({
  when: { values, labels, chosen, openDays, dayField, dayMessage, pickDay },
  slots,
  field,
}: {
  when: When;
  slots: readonly Slot[];
  field: QuoteLead["field"];
}) {
  return (
    <>
      <TextField
        as="select"
        label={text.labels.preferredDay}
        optional
        {...dayField}
        error={dayField.error ?? dayMessage}
        onChange={(event) => pickDay(event.target.value)}
      >
        <option value="">{text.anyTime}</option>
        {values.preferredDay && !openDays.has(values.preferredDay) ? (
          <option value={values.preferredDay} disabled>
            {labels.get(values.preferredDay) ?? shortDay(values.preferredDay)}
          </option>
        ) : null}
        {[...openDays].map(([day, dayLabel]) => (
          <option key={day} value={day}>
            {dayLabel}
          </option>
        ))}
      </TextField>
      <div className="flex flex-col gap-2">
        <TextField
          as="select"
          label={text.labels.arrivalWindow}
          optional
          {...field("arrivalWindow")}
        >
          <option value="">{text.anyTime}</option>
          {values.preferredDay ? (
            <>
              {chosen && !slots.some(isSlot(chosen)) ? (
                <option value={values.arrivalWindow} disabled>
                  {labels.get(chosen) ?? values.arrivalWindow}
                </option>
              ) : null}
              {slots
                .filter((slot) => slot.day === values.preferredDay)
                .map((slot) => (
                  <option key={slot.window} value={slot.window}>
                    {windowLabel(slot)}
                  </option>
                ))}
            </>
          ) : (
            <Choices none={null} choices={quoteChoices.arrivalWindow} />
          )}
        </TextField>
      </div>
    </>
  );
}

/** The phone's calendar for the day, from today on, and every window. */
function CalendarFields({ when: { dayField, dayMessage, onCalendarDay }, field, days }: WhenParts) {
  return (
    <>
      <TextField
        label={text.labels.preferredDay}
        optional
        {...dayField}
        error={dayField.error ?? dayMessage}
        type="date"
        {...(days ?? {})}
        onChange={(event) => {
          dayField.onChange(event);
          onCalendarDay(event.target.value);
        }}
      />
      <TextField as="select" label={text.labels.arrivalWindow} optional {...field("arrivalWindow")}>
        <Choices none={text.anyTime} choices={quoteChoices.arrivalWindow} />
      </TextField>
    </>
  );
}

/** The windows offered in place of one that cannot be had, each one tap. */
function OneTapWindows({
  alternatives,
  chosen,
  choose,
}: {
  alternatives: readonly Slot[];
  chosen: string;
  choose: (value: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 @md:col-span-2">
      {alternatives.map((slot) => (
        // Without script, a tap sends the form again in this window; with it, the tap fills in
        // the day and window, and the visitor sends.
        <button
          key={slotValue(slot)}
          type="submit"
          name="slot"
          value={slotValue(slot)}
          onClick={(event) => {
            event.preventDefault();
            choose(slotValue(slot));
          }}
          aria-pressed={chosen === slotValue(slot)}
          className="rounded-full border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-primary/10 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {slot.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Everything a request can do without, folded under one line so a phone shows the form whole:
 * open when any of it is filled in (the estimate's answers, a draft) or needs fixing, and sent
 * either way. Without script, the browser opens it.
 */
function AddDetails({
  id,
  details: { detailsRef, detailsOpenAtFirst, onDetailsToggle },
  field,
  photos,
  onPhotos,
  sms,
}: {
  id: string;
  details: ReturnType<typeof useDetails>;
  field: QuoteLead["field"];
  photos: readonly PickedPhoto[];
  onPhotos: (photos: PickedPhoto[]) => void;
  /** The business's `sms:` link, for the text-a-photo link */
  sms: string;
}) {
  return (
    <details
      ref={detailsRef}
      open={detailsOpenAtFirst || undefined}
      onToggle={onDetailsToggle}
      className="group rounded-lg border border-border"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-3 hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <IslandIcon
          name="chevron-down"
          className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
        />
        <span className="flex flex-col">
          <span className="font-semibold text-primary">{text.details.summary}</span>
          <span className="text-sm text-muted-foreground">{text.details.hint}</span>
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-border p-4">
        <TextField
          label={text.labels.email}
          optional
          {...field("email")}
          type="email"
          autoComplete="email"
        />
        <CarAndDamageFields field={field} />
        <PayerFields id={id} field={field} />
        <TextField as="select" label={text.labels.visitPlace} optional {...field("visitPlace")}>
          <Choices none={text.notSure} choices={quoteChoices.visitPlace} />
        </TextField>
        <PhotoField
          id={`${id}-photos`}
          photos={photos}
          onChange={onPhotos}
          sms={sms}
          labels={text.photos}
        />
      </div>
    </details>
  );
}

/** The car, where it is, its VIN and the damage. */
function CarAndDamageFields({ field }: { field: QuoteLead["field"] }) {
  return (
    <>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          label={text.labels.vehicle}
          optional
          {...field("vehicle")}
          type="text"
          placeholder={text.placeholders.vehicle}
        />
        <TextField
          label={text.labels.postalCode}
          optional
          {...field("postalCode")}
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          placeholder={text.placeholders.postalCode}
        />
      </div>
      <TextField
        label={text.labels.vin}
        optional
        hint={text.hints.vin}
        {...field("vin")}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        as="textarea"
        label={text.labels.damage}
        optional
        {...field("damage")}
        rows={2}
        placeholder={text.placeholders.damage}
      />
    </>
  );
}

/** Who pays; for an insurance claim, the insurer and the deductible, shown by CSS alone. */
function PayerFields({ id, field }: { id: string; field: QuoteLead["field"] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 [&:has(option[value=insurance]:checked)_[data-insurer]]:grid">
      <TextField as="select" label={text.labels.payer} optional {...field("payer")}>
        <Choices none={text.notSure} choices={quoteChoices.payer} />
      </TextField>
      <div data-insurer className="hidden gap-4 sm:col-span-2 sm:grid-cols-2">
        <TextField
          label={text.labels.insurer}
          optional
          {...field("insurer")}
          type="text"
          list={`${id}-insurers`}
          autoComplete="off"
        />
        <datalist id={`${id}-insurers`}>
          {insurers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label={text.labels.deductible}
          optional
          {...field("deductible")}
          type="text"
          inputMode="decimal"
          placeholder={text.placeholders.deductible}
        />
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {insuranceText.short}{" "}
          <a
            href={insurancePath}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {insuranceText.link}
          </a>
        </p>
      </div>
    </div>
  );
}

/** The fields folded under "Add details". */
const detailFields = [
  "email",
  "vin",
  "vehicle",
  "postalCode",
  "damage",
  "payer",
  "insurer",
  "deductible",
  "visitPlace",
] as const satisfies readonly (keyof QuoteValues)[];

/**
 * "Add details": open from the start when any of its fields is filled in or refused; opened when
 * the estimate or a draft fills one in later (unless the visitor closed it), and always when one
 * needs fixing, before the browser moves the focus to it.
 */
function useDetails(
  lead: { values: QuoteValues; errors: Partial<Record<keyof QuoteValues, string>> },
  initial: QuoteValues,
  returned: LeadFormReturn<QuoteValues> | undefined,
) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const closedByVisitor = useRef(false);
  const [detailsOpenAtFirst] = useState(() =>
    detailFields.some((name) => initial[name] || returned?.errors?.[name]),
  );
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    // Capture: the details open before the field's own handler gives it the focus.
    const open = () => (details.open = true);
    details.addEventListener("invalid", open, true);
    return () => details.removeEventListener("invalid", open, true);
  }, []);
  const { values, errors } = lead;
  useEffect(() => {
    const details = detailsRef.current;
    if (!details || details.open) return;
    if (
      detailFields.some((name) => errors[name]) ||
      (!closedByVisitor.current && detailFields.some((name) => values[name]))
    ) {
      details.open = true;
    }
  }, [values, errors]);
  /** Shut by the visitor: a value filled in later no longer opens it (a mistake still does). */
  const onDetailsToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) closedByVisitor.current = true;
  };
  return { detailsRef, detailsOpenAtFirst, onDetailsToggle };
}

const slotValue = (slot: Slot) => `${slot.day} ${slot.window}`;
const isSlot = (value: string) => (slot: Slot) => slotValue(slot) === value;

/** A window in the list of a day's windows: "Morning (8 am-12 pm)". */
const windowLabel = (slot: Slot) => {
  const choice = quoteChoices.arrivalWindow.find((c) => c.value === slot.window);
  return `${choice?.label ?? slot.window} (${slot.hours})`;
};

interface Windows {
  /** The open windows, null until they come (or when they cannot) */
  slots: Slot[] | null;
  /** Whether the form offers them as its list: decided once, when they first come */
  listed: boolean;
  /** Every window's and day's name seen, open or since taken, by its value */
  labels: ReadonlyMap<string, string>;
  /** Offers the open windows as the list from now on (a day was picked on the calendar) */
  list: () => void;
}

/**
 * The windows a visitor can book, from the lead service once the island runs (`/api/slots`,
 * beside the lead endpoint), and again after a send it refused for a window taken meanwhile.
 * They replace the day and window fields only when those are empty, or name an open window, and
 * not in use: never under the visitor's finger.
 */
function useSlots(id: string, leadEndpoint: string, refusal: unknown): Windows {
  const [windows, setWindows] = useState<Omit<Windows, "list"> & { decided: boolean }>({
    slots: null,
    listed: false,
    labels: new Map(),
    decided: false,
  });
  useEffect(() => {
    const url = new URL(slotsPath, new URL(leadEndpoint, location.href));
    fetch(url, { headers: { Accept: "application/json" } })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body: { slots?: unknown } | null) => {
        if (!Array.isArray(body?.slots)) return;
        const slots = body.slots as Slot[];
        const typed = (name: string) =>
          document.getElementById(`${id}-${name}`) as HTMLInputElement | null;
        const [day, window] = [typed("preferredDay"), typed("arrivalWindow")];
        const free =
          document.activeElement !== day &&
          document.activeElement !== window &&
          (!day?.value && !window?.value
            ? true
            : slots.some(isSlot(`${day?.value} ${window?.value}`)));
        setWindows((last) => ({
          slots,
          listed: last.decided ? last.listed : free,
          decided: true,
          labels: new Map([
            ...last.labels,
            ...slots.map((s) => [slotValue(s), windowLabel(s)] as const),
            ...slots.map((s) => [s.day, s.dayLabel] as const),
          ]),
        }));
      })
      .catch(() => {});
  }, [id, leadEndpoint, refusal]);
  const list = useCallback(
    () => setWindows((last) => ({ ...last, listed: true, decided: true })),
    [],
  );
  return { ...windows, list };
}

/** A list's first entry, chosen when the visitor chooses nothing, then the list's choices. */
function Choices({
  none,
  choices,
}: {
  /** The first entry's words; null when the list has its first entry already */
  none: string | null;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <>
      {none === null ? null : <option value="">{none}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
