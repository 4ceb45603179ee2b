import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "~/components/layout/Logo";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { siteConfig } from "~/config/site";
import { navigation } from "~/data/navigation";

/**
 * The fixed header of every page: the logo, the main navigation (an island the page places,
 * shown on wide screens), and the two actions a driver on a phone needs, Contact and Call.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { phone } = siteConfig;
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-header border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <Container className="flex h-full items-center justify-between gap-4">
        <a href="/" className="rounded-md" aria-label={`${siteConfig.shortName}, home`}>
          <Logo />
        </a>
        {children}
        <div className="flex items-center gap-2">
          <ButtonLink href={navigation.contact.path} variant="outline" size="md">
            <span className="lg:hidden">Contact</span>
            <span className="hidden lg:inline">{navigation.contact.label}</span>
          </ButtonLink>
          <ButtonLink href={phone.tel} variant="cta" size="md" aria-label={`Call ${phone.display}`}>
            <Phone aria-hidden="true" />
            <span className="lg:hidden">Call</span>
            <span className="hidden tabular-nums lg:inline">{phone.display}</span>
          </ButtonLink>
        </div>
      </Container>
    </header>
  );
}
