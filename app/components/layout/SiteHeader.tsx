import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "./Logo";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import { navigation } from "../../data/navigation";

/**
 * The fixed header of every page: the logo, the main navigation (an island the page places,
 * shown from 1024 px), the two actions a driver on a phone needs, Contact and Call, and below
 * 1024 px the Menu button (components/layout/PhoneMenu.tsx, placed by the page in the `menu`
 * slot) that opens the whole navigation. Nothing in it wraps or shrinks: from 320 px up every action stays whole on screen,
 * and the business name beside the mark shows once there is room for it.
 */
export function SiteHeader({ children, menu }: { children?: ReactNode; menu?: ReactNode }) {
  const { phone } = siteConfig;
  const { header } = everyPageText;
  return (
    <header className="site-header">
      <Container className="flex h-full items-center justify-between gap-2 sm:gap-4">
        <a href="/" className="shrink-0 rounded-md" aria-label={header.homeLink}>
          <Logo nameClassName="max-[27.5rem]:hidden" />
        </a>
        {children}
        <div className="flex shrink-0 items-center gap-1.5 max-[22rem]:gap-1 sm:gap-2">
          <ButtonLink href={navigation.contact.path} variant="outline" size="header">
            <span className="xl:hidden">{header.contact}</span>
            <span className="hidden xl:inline">{navigation.contact.label}</span>
          </ButtonLink>
          <ButtonLink href={phone.tel} variant="cta" size="header" aria-label={header.callLabel}>
            <Phone aria-hidden="true" />
            <span className="lg:hidden">{header.call}</span>
            <span className="hidden tabular-nums lg:inline">{phone.display}</span>
          </ButtonLink>
          {menu}
        </div>
      </Container>
    </header>
  );
}
