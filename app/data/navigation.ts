import { locationRegions, locations, type LocationGroup } from "../../core/data/locations";
import { pagedServices, type ServiceMenu } from "../../core/data/services";
import { insurancePath } from "../../core/data/insurance";
import { estimatePath } from "../../core/data/pages";
import { locationPath, servicePath } from "./site-pages";
import { everyPageText } from "./every-page";

const { menus, links, actions } = everyPageText;

export interface NavLink {
  label: string;
  path: string;
  description?: string;
}

export interface NavColumn {
  title: string;
  links: NavLink[];
}

const serviceLinks = (menu: ServiceMenu): NavLink[] =>
  pagedServices
    .filter((s) => s.menu === menu)
    .map((s) => ({ label: s.name, path: servicePath(s.page.slug), description: s.summary }));

const locationLinks = (group: LocationGroup): NavLink[] =>
  locations
    .filter((l) => l.region === group)
    .map((l) => ({ label: l.menuLabel, path: locationPath(l.slug) }));

export interface NavMenu {
  id: string;
  label: string;
  columns: NavColumn[];
}

const windshieldMenu: NavMenu = {
  id: "windshield",
  label: menus.windshield,
  columns: [
    {
      title: menus.windshield,
      links: [
        ...serviceLinks("windshield"),
        {
          label: menus.estimate.label,
          path: estimatePath,
          description: menus.estimate.description,
        },
      ],
    },
  ],
};

const autoGlassMenu: NavMenu = {
  id: "auto-glass",
  label: menus.autoGlass,
  columns: [{ title: menus.autoGlass, links: serviceLinks("auto-glass") }],
};

const locationsMenu: NavMenu = {
  id: "locations",
  label: menus.locations,
  // One column per region, in the order the regions' first pages come: a city file with a new
  // region adds a column.
  columns: locationRegions.map((region) => ({ title: region, links: locationLinks(region) })),
};

/** The header's menus and the footer's link lists, built from the data modules. */
export const navigation = {
  about: { label: links.about, path: "/about-us" },
  contact: { label: links.contact, path: "/contact-us" },
  estimate: { label: links.estimate, path: estimatePath },
  /** The page about insurance claims, in the footer beside About Us */
  insurance: { label: links.insurance, path: insurancePath },
  menus: [windshieldMenu, autoGlassMenu, locationsMenu] as const,
  /** The footer's navigation, where the phone menu's link goes without JavaScript */
  footerNavId: "site-links",
} as const;

/** The three actions of the phone's sticky bar, on every page. */
export const quickActions = {
  call: actions.call,
  text: actions.text,
  quote: actions.quote,
};
