/**
 * The icons islands show, by name. An island draws `<use href="#icon-…">`: the shapes themselves
 * are inline SVG in the page, drawn once by the static render (components/layout/IconSprite.tsx),
 * so no icon is ever part of an island's JavaScript.
 */
export const islandIconNames = [
  "calendar-check",
  "camera",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "external-link",
  "menu",
  "message-square",
  "navigation",
  "phone",
  "send",
  "x",
] as const;

export type IslandIconName = (typeof islandIconNames)[number];

export function IslandIcon({ name, className }: { name: IslandIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
