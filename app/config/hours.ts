import { weekDays, type WeekDay as Day } from "./week-days";

/** Opening hours as content/business.json stores them: days, and 24-hour times. */
export interface Hours {
  days: readonly Day[];
  opens: string;
  closes: string;
}

const short = (day: Day) => day.slice(0, 3);

/** "08:00" -> "8am", "18:30" -> "6:30pm", "24:00" -> "midnight" */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (h === 24 || (h === 0 && m === 0)) return "midnight";
  if (h === 12 && m === 0) return "noon";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** ["Monday", ..., "Friday"] -> "Mon-Fri"; ["Monday", "Wednesday"] -> "Mon, Wed" */
export function daysLabel(days: readonly Day[]): string {
  const sorted = weekDays.filter((d) => days.includes(d));
  const runs: Day[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && weekDays.indexOf(run.at(-1)!) === weekDays.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2 ? `${short(run[0]!)}-${short(run.at(-1)!)}` : run.map(short).join(", "),
    )
    .join(", ");
}

/** Whether the hours are the whole day, every day. */
export const isAroundTheClock = (hours: Hours) =>
  hours.days.length === 7 && hours.opens === "00:00" && hours.closes === "24:00";

/** The hours in words: "Mon-Fri", "8am-6pm", and both together ("24/7" when always open). */
export function hoursLabel(hours: Hours) {
  const days = hours.days.length === 7 ? "Every day" : daysLabel(hours.days);
  const label =
    hours.opens === "00:00" && hours.closes === "24:00"
      ? "24 hours"
      : `${clockLabel(hours.opens)}-${clockLabel(hours.closes)}`;
  return {
    /** "Mon-Fri" */
    days,
    /** "8am-6pm" */
    label,
    /** "Mon-Fri 8am-6pm", or "24/7" */
    summary: isAroundTheClock(hours) ? "24/7" : `${days} ${label}`,
  };
}
