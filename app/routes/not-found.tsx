import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Home } from "lucide-react";
import type { Route } from "./+types/not-found";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { siteConfig } from "~/config/site";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: "Page not found",
    description: `The page you asked for is not on ${siteConfig.name}. Head back to the home page, or call us for mobile auto glass service across the GTA.`,
    path: location.pathname,
    noindex: true,
  });

/** Any path that is not a page of the site. The production server sends it with status 404. */
export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-primary sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you were looking for has moved or never existed. You can still call{" "}
        <a href={siteConfig.phone.tel} className="font-semibold text-primary underline">
          {siteConfig.phone.display}
        </a>{" "}
        for help.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </Container>
  );
}
