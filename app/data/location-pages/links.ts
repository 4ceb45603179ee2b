/** The six service pages every city page links to. */
const cityServiceLinks = [
  "windshield-repair",
  "windshield-replacement",
  "side-window-replacement",
  "rear-window-replacement",
  "auto-glass-replacement",
  "sunroof-glass-replacement",
];

/** The service pages each location page links to (ids from services.ts). */
export function locationServiceLinks(slug: string): string[] {
  switch (slug) {
    case "toronto-auto-glass":
      return ["windshield-repair", "windshield-replacement", "side-window-replacement"];
    case "toronto-windshield-replacement":
      return ["windshield-repair", "auto-glass-replacement", "side-window-replacement"];
    case "toronto-windshield-repair":
      return ["windshield-replacement", "windshield-wiper-replacement", "auto-glass-replacement"];
    default:
      return cityServiceLinks;
  }
}
