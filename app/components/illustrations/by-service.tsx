import type { ReactNode } from "react";
import type { ServiceId } from "../../../core/data/services";
import { AdasCamera } from "./AdasCamera";
import { MirrorScene } from "./MirrorScene";
import { SideWindowScene } from "./SideWindowScene";
import { SunroofScene } from "./SunroofScene";

/**
 * The illustration of a service, where one shows it, for the card beside its page's FAQ. The
 * windshield pages place the repair pictures (components/sections/RepairRules.tsx) themselves;
 * `null` where no picture says something true of the service (the warranty shield, the FAQ
 * card's default, is not for wiper blades).
 */
export function serviceArt(id: ServiceId): ReactNode | undefined {
  switch (id) {
    case "side-window-replacement":
    case "auto-glass-replacement":
      return <SideWindowScene />;
    case "sunroof-glass-replacement":
      return <SunroofScene />;
    case "adas-calibration":
      return <AdasCamera />;
    case "mirror-replacement":
      return <MirrorScene />;
    case "windshield-wiper-replacement":
      return null;
    default:
      return undefined;
  }
}
