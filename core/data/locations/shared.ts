// Imports are relative: the build configuration loads these modules before the "~" alias exists.
import { figureLabels } from "../../config/figures";
import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import type { ServiceId } from "../services/types";
import type { Stat } from "../types";

/** Figures and lists more than one location page uses. */

/** The free mobile service radius around Toronto centre, as shown in copy: "40 km". */
export const freeRadius = `${siteConfig.serviceRadiusKm} km`;

/** Chip repair time for the stats strip: "about 30 minutes" becomes "30 min". */
export const chipRepairMinutes = (pricing.chipRepair.duration ?? "").replace(
  /^about (\d+) minutes$/,
  "$1 min",
);

/** Team experience: true on every page, so it fills the fourth stat where a city has three. */
export const yearsStat: Stat = {
  value: siteConfig.figures.yearsExperience,
  label: figureLabels.yearsExperience,
};

/** The six service pages every city page links to. */
export const cityServiceLinks: ServiceId[] = [
  "windshield-repair",
  "windshield-replacement",
  "side-window-replacement",
  "rear-window-replacement",
  "auto-glass-replacement",
  "sunroof-glass-replacement",
];
