/** One of the cities the coverage sections list, by name. */
export type CoverageCityName = string;

/** Where a city's label sits around its dot on the GTA map: a compass direction. */
export type LabelSide = "n" | "ne" | "e" | "se" | "s" | "sw" | "w" | "nw";

/**
 * How each served city is found in the FSA centroid data (fsa-centroids.ts): the forward
 * sortation areas whose centroids make up the city, and a pattern every one of those areas' place
 * names matches (a unit test checks both, so a regenerated data file cannot silently move a city).
 * A city's centre is the mean of its areas' centroids.
 */
export interface CityArea {
  city: CoverageCityName;
  /** The city's forward sortation areas */
  fsas: readonly string[];
  /** The place-name rule the areas follow, e.g. /^Markham / */
  places: RegExp;
  /**
   * Its label on the GTA map: the sides of the dot it may sit on, best first, and its rank when
   * labels compete for room (1 is placed first)
   */
  label: { sides: readonly LabelSide[]; priority: number };
}

export const cityAreas: readonly CityArea[] = [
  {
    city: "Toronto",
    // Downtown Toronto, without M5C (St. James Park) and M5E (Berczy Park): the source places
    // their centroids 12 km and 5 km west of where those neighbourhoods are.
    fsas: ["M4W", "M4X", "M4Y", "M5A", "M5B", "M5G", "M5H", "M5J", "M5K", "M5L"].concat([
      "M5S",
      "M5T",
      "M5V",
      "M5W",
      "M5X",
      "M6G",
    ]),
    places: /^Downtown Toronto/,
    label: { sides: ["s", "se", "sw"], priority: 1 },
  },
  {
    city: "Mississauga",
    fsas: [
      "L4T",
      "L4V",
      "L4W",
      "L4X",
      "L4Y",
      "L4Z",
      "L5A",
      "L5B",
      "L5C",
      "L5E",
      "L5G",
      "L5H",
    ].concat(["L5J", "L5K", "L5L", "L5M", "L5N", "L5P", "L5R", "L5S", "L5T", "L5V", "L5W"]),
    places: /^Mississauga \(/,
    label: { sides: ["s", "sw", "w"], priority: 2 },
  },
  {
    city: "Brampton",
    fsas: ["L6P", "L6R", "L6S", "L6T", "L6V", "L6W", "L6X", "L6Y", "L6Z", "L7A"],
    places: /^Brampton /,
    label: { sides: ["w", "n", "nw"], priority: 4 },
  },
  {
    city: "Markham",
    fsas: ["L3P", "L3R", "L3S", "L6B", "L6C", "L6E", "L6G"],
    places: /^Markham /,
    label: { sides: ["e", "ne", "n"], priority: 7 },
  },
  {
    city: "Vaughan",
    // Woodbridge, Concord, Maple and the Vaughan side of Thornhill
    fsas: ["L4H", "L4J", "L4K", "L4L", "L6A"],
    places: /^(Woodbridge|Concord|Maple|Thornhill West)/,
    label: { sides: ["nw", "w", "n"], priority: 8 },
  },
  {
    city: "Richmond Hill",
    fsas: ["L4B", "L4C", "L4E", "L4S"],
    places: /^Richmond Hill /,
    label: { sides: ["w", "nw"], priority: 13 },
  },
  {
    city: "Oakville",
    fsas: ["L6H", "L6J", "L6K", "L6L", "L6M"],
    places: /^Oakville /,
    label: { sides: ["se", "e", "s"], priority: 9 },
  },
  {
    city: "Burlington",
    fsas: ["L7L", "L7M", "L7N", "L7P", "L7R", "L7S", "L7T"],
    places: /^Burlington /,
    label: { sides: ["e", "ne"], priority: 5 },
  },
  {
    city: "Milton",
    fsas: ["L9T"],
    places: /^Milton$/,
    label: { sides: ["n", "w", "s"], priority: 11 },
  },
  {
    city: "Scarborough",
    fsas: [
      "M1B",
      "M1C",
      "M1E",
      "M1G",
      "M1H",
      "M1J",
      "M1K",
      "M1L",
      "M1M",
      "M1N",
      "M1P",
      "M1R",
    ].concat(["M1S", "M1T", "M1V", "M1W", "M1X"]),
    places: /^Scarborough \(/,
    label: { sides: ["se", "e", "s"], priority: 10 },
  },
  {
    city: "North York",
    // The former city of North York: its own areas and Willowdale, Downsview and Don Mills
    fsas: ["M2H", "M2J", "M2K", "M2L", "M2M", "M2N", "M2P", "M2R", "M3A", "M3B", "M3C", "M3H"]
      .concat(["M3J", "M3K", "M3L", "M3M", "M3N", "M4A", "M5M", "M6A", "M6B", "M6L", "M9L"])
      .concat(["M9M"]),
    places: /^(North York|Willowdale|Downsview|Don Mills) /,
    label: { sides: ["nw", "n", "ne"], priority: 14 },
  },
  {
    city: "Etobicoke",
    fsas: ["M8V", "M8W", "M8X", "M8Y", "M8Z", "M9A", "M9B", "M9C", "M9P", "M9R", "M9V", "M9W"],
    places: /^Etobicoke/,
    label: { sides: ["w", "sw", "nw"], priority: 15 },
  },
  {
    city: "Pickering",
    // Urban Pickering, without rural north Pickering (L1Y, Claremont), 18 km inland
    fsas: ["L1V", "L1W", "L1X"],
    places: /^Pickering /,
    label: { sides: ["sw", "s", "w"], priority: 12 },
  },
  {
    city: "Ajax",
    fsas: ["L1S", "L1T", "L1Z"],
    places: /^Ajax /,
    label: { sides: ["se", "s"], priority: 16 },
  },
  {
    city: "Whitby",
    // Whitby and Brooklin; not L0H "Whitby Region (Gormley)", a rural area far to the west
    fsas: ["L1M", "L1N", "L1P", "L1R"],
    places: /^Whitby (Central|North|Southeast|Southwest)$/,
    label: { sides: ["se", "nw", "n"], priority: 17 },
  },
  {
    city: "Oshawa",
    fsas: ["L1G", "L1H", "L1J", "L1K", "L1L"],
    places: /^Oshawa /,
    label: { sides: ["e", "n", "ne"], priority: 3 },
  },
  {
    city: "Newmarket",
    fsas: ["L3X", "L3Y"],
    places: /^Newmarket /,
    label: { sides: ["e", "w", "n"], priority: 6 },
  },
  {
    city: "Aurora",
    fsas: ["L4G"],
    places: /^Aurora$/,
    label: { sides: ["w", "e"], priority: 18 },
  },
];
