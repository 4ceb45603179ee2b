import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { locationPages, servicePages } from "./data/site-pages";

/**
 * One route per page, generated from the data modules: the seven service pages share one
 * template module and the eleven location pages share another. Any other path is the
 * not-found page.
 */
export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about.tsx"),
  route("contact-us", "routes/contact.tsx"),
  ...servicePages().map((page) =>
    route(page.path.slice(1), "routes/service.tsx", { id: `service:${page.slug}` }),
  ),
  ...locationPages().map((page) =>
    route(page.path.slice(1), "routes/location.tsx", { id: `location:${page.slug}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
