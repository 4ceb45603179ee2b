import {
  CalendarCheck,
  Camera,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  ExternalLink,
  Menu,
  MessageSquare,
  Navigation,
  Phone,
  Send,
  X,
  type LucideIcon,
} from "lucide-react";
import type { IslandIconName } from "../ui/island-icon";

const shapes: Record<IslandIconName, LucideIcon> = {
  "calendar-check": CalendarCheck,
  camera: Camera,
  "chevron-down": ChevronDown,
  "circle-alert": CircleAlert,
  "circle-check": CircleCheck,
  "external-link": ExternalLink,
  menu: Menu,
  "message-square": MessageSquare,
  navigation: Navigation,
  phone: Phone,
  send: Send,
  x: X,
};

/**
 * The shapes of the icons islands draw (components/ui/island-icon.tsx), once per page, as SVG
 * symbols: rendered at build time, so islands reference them instead of shipping them.
 */
export function IconSprite({ names }: { names: readonly IslandIconName[] }) {
  if (names.length === 0) return null;
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {names.map((name) => {
        const Shape = shapes[name];
        return (
          <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
            <Shape />
          </symbol>
        );
      })}
    </svg>
  );
}
