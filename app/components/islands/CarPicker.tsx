import { useEffect, useState, type SyntheticEvent } from "react";
import { IslandIcon } from "../ui/island-icon";
import { estimateToolText } from "../../data/estimate-text";
import { fieldMessagesText } from "../../data/field-messages";
import { fillLater } from "../../data/form-text";
import { vehicleName, type Details } from "../../lib/estimate";
import type * as Vehicles from "../../data/vehicles";

/** The car picker's words (content/estimate.json). */
const words = estimateToolText.car;

type VehicleList = typeof Vehicles;

/** Select controls: the site's text control, a little shorter. */
const selectClass =
  "block w-full rounded-md border border-input bg-white px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none disabled:bg-muted disabled:text-muted-foreground";

/**
 * "Which car?" on the instant estimate: year, make and model, each with "I don't know". Closed
 * until the visitor opens it, and only then does the vehicle list load (its own small file,
 * app/data/vehicles.ts), so the estimate costs nothing more for a visitor who skips it.
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
    import("../../data/vehicles").then(
      (module) => live && setList(module),
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
            <p className="mt-3 text-xs text-muted-foreground">{list.vehicleListCredit}.</p>
          </>
        )}
      </div>
    </details>
  );
}
