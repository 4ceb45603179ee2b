import { locations } from "./locations";

/** The 18 cities the coverage sections and the structured data list. */
export const coverageCities = [
  "Toronto",
  "Mississauga",
  "Brampton",
  "Markham",
  "Vaughan",
  "Richmond Hill",
  "Oakville",
  "Burlington",
  "Milton",
  "Scarborough",
  "North York",
  "Etobicoke",
  "Pickering",
  "Ajax",
  "Whitby",
  "Oshawa",
  "Newmarket",
  "Aurora",
] as const;

export interface CoverageCity {
  name: string;
  /** The city's own page, where one exists */
  path: string | null;
}

export function coverageList(): CoverageCity[] {
  return coverageCities.map((name) => {
    const page = locations.find((l) => l.city === name && l.focus === "auto-glass");
    return { name, path: page ? `/location/${page.slug}` : null };
  });
}
