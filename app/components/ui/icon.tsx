import { icons } from "../icons";
import type { IconName } from "../../../core/config/icon-names";

/** An icon named in content, drawn as inline SVG by the static render. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Shape = icons[name];
  return <Shape aria-hidden="true" className={className} />;
}
