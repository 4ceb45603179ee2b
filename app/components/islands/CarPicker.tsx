import { useEffect, useState, type ChangeEvent, type SyntheticEvent } from "react";
import { TextField } from "../forms/field";
import { IslandIcon } from "../ui/island-icon";
import { estimateToolText } from "../../data/estimate-text";
import { fieldMessagesText } from "../../../core/data/field-messages";
import { fillLater } from "../../../core/data/form-text";
import { quoteFormText } from "../../../core/data/quote-form";
import { vehicleName, type Details } from "../../lib/estimate";
import { checkVin, normalizeVin, vinCar, vinShowsAsTyped } from "../../../core/rules/vin";
import type * as Vehicles from "../../data/vehicles";
import type * as VinMakers from "../../data/vin-makers";

/** The car picker's words (content/estimate.json); the VIN field's are the quote form's. */
const words = estimateToolText.car;

type VehicleList = typeof Vehicles & typeof VinMakers;

/** Select controls: the site's text control, a little shorter. */
const selectClass =
  "block w-full rounded-md border border-input bg-white px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none disabled:bg-muted disabled:text-muted-foreground";

/**
 * "Which car?" on the instant estimate: the VIN, then year, make and model, each with "I don't
 * know". Closed until the visitor opens it, and only then do the vehicle list and the table of
 * VIN makers load (small files of their own, app/data/vehicles.ts and vin-makers.ts), so the
 * estimate costs nothing more for a visitor who skips it. A right VIN fills in the year and the
 * make where they are empty; the visitor can change them.
 */
export function CarPicker({
  details,
  onChange,
}: {
  details: Details;
  onChange: (details: Details) => void;
}) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<VehicleList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || list) return;
    let live = true;
    Promise.all([import("../../data/vehicles"), import("../../data/vin-makers")]).then(
      ([vehicles, makers]) => live && setList({ ...vehicles, ...makers }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, list]);

  const name = vehicleName(details);
  const make = list?.vehicleMakes.find((m) => m.name === details.make);
  // A car from a shared link that the list does not have is still offered as it was given.
  const makes = list ? list.vehicleMakes.map((m) => m.name) : [];
  if (details.make && !make) makes.unshift(details.make);
  const models = make ? [...make.models] : details.model ? [details.model] : [];
  if (details.model && make && !models.includes(details.model)) models.unshift(details.model);
  const years = list ? list.vehicleYears(new Date()).map(String) : [];
  if (details.year && !years.includes(details.year)) years.unshift(details.year);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  const set = (change: Partial<Details>) => onChange({ ...details, ...change });
  const { unknown } = words;
  const vin = useVinField(details, onChange, list?.vinMaker ?? null);

  return (
    <details className="group mt-5 rounded-lg border border-border bg-white" onToggle={onToggle}>
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-primary hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none">
        <span>
          {name ? fillLater(words.yours, { car: name }) : words.ask}{" "}
          <span className="font-normal text-muted-foreground">{fieldMessagesText.optional}</span>
        </span>
        <IslandIcon
          name="chevron-down"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-border px-4 pt-3 pb-4">
        <p className="text-sm text-muted-foreground">{fillLater(words.help, { unknown })}</p>
        {failed ? (
          <p className="mt-3 text-sm font-medium text-destructive" role="alert">
            {words.failed}
          </p>
        ) : !list ? (
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
            {words.loading}
          </p>
        ) : (
          <>
            <TextField
              id="estimate-vin"
              className="mt-3"
              label={quoteFormText.labels.vin}
              optional
              hint={quoteFormText.hints.vin}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...vin.field}
            />
            <div className="mt-3 grid gap-3 min-[30rem]:grid-cols-[6.5rem_1fr_1fr]">
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {words.year}
                <select
                  className={selectClass}
                  value={details.year ?? ""}
                  onChange={(e) => set({ year: e.currentTarget.value || undefined })}
                >
                  <option value="">{unknown}</option>
                  {years.map((year) => (
                    <option key={year}>{year}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {words.make}
                <select
                  className={selectClass}
                  value={details.make ?? ""}
                  onChange={(e) =>
                    set({ make: e.currentTarget.value || undefined, model: undefined })
                  }
                >
                  <option value="">{unknown}</option>
                  {makes.map((name) => (
                    <option key={name}>{name}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {words.model}
                <select
                  className={selectClass}
                  value={details.model ?? ""}
                  disabled={!details.make}
                  onChange={(e) => set({ model: e.currentTarget.value || undefined })}
                >
                  <option value="">{unknown}</option>
                  {models.map((name) => (
                    <option key={name}>{name}</option>
                  ))}
                </select>
              </label>
            </div>
            <p className="mt-2 text-sm text-muted-foreground" role="status">
              {vin.filled ? words.fromVin : null}
            </p>
            <p className="mt-3 text-xs text-muted-foreground">{list.vehicleListCredit}.</p>
          </>
        )}
      </div>
    </details>
  );
}

/**
 * The picker's VIN field: the text as typed (kept whatever it says), its message as the quote
 * form shows it (once the VIN is whole or has a character no VIN has, or when the visitor leaves
 * the field, read out as it comes), and a right VIN carried with the details, its year and make
 * filled in where they are empty or still what an earlier VIN put there (another car's VIN
 * replaces them, and the model with its make); what the visitor chose stays.
 */
function useVinField(
  details: Details,
  onChange: (details: Details) => void,
  vinMaker: ((vin: string) => string | null) | null,
) {
  const [text, setText] = useState(details.vin ?? "");
  const [error, setError] = useState<string | undefined>(undefined);
  // What the last right VIN put in the year and make; `filled` while they still say it.
  const [fromVin, setFromVin] = useState<Pick<Details, "year" | "make">>({});
  const onVinChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setText(value);
    const message = checkVin(value) ?? undefined;
    if (error || vinShowsAsTyped(value)) setError(message);
    const car = vinMaker ? vinCar(value, vinMaker) : null;
    if (car) {
      const ours = (field: "year" | "make") =>
        details[field] === undefined || details[field] === fromVin[field];
      const year = ours("year") && car.year ? String(car.year) : details.year;
      const make = ours("make") && car.make ? car.make : details.make;
      setFromVin({
        year: year !== details.year || ours("year") ? year : undefined,
        make: make !== details.make || ours("make") ? make : undefined,
      });
      const model = make === details.make ? details.model : undefined;
      onChange({ ...details, vin: normalizeVin(value), year, make, model });
    } else if (details.vin) {
      // What the last right VIN filled in is remembered while the VIN is typed again: the next
      // right one replaces it, unless the visitor chose the year or make since.
      onChange({ ...details, vin: undefined });
    }
  };
  const onBlur = () => setError(checkVin(text) ?? undefined);
  const filled =
    Boolean(details.vin) &&
    ((fromVin.year !== undefined && details.year === fromVin.year) ||
      (fromVin.make !== undefined && details.make === fromVin.make));
  return {
    field: { value: text, error, onChange: onVinChange, onBlur, live: true },
    filled,
  };
}
