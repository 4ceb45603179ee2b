import { Logo } from "./Logo";
import { Container } from "../ui/container";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import { navigation, type NavLink } from "../../data/navigation";
import { policyPages } from "../../data/site-pages";
import { capitalize, paymentMethodsText } from "../../../core/data/text";

const linkClass = "footer-link";

/**
 * The footer on every page: services, locations, contact (with the About Us and insurance claims
 * pages), hours, coverage and payment, and the policy pages (privacy, accessibility, warranty) in
 * its bottom row. `iconsAsFiles`: its icons as lazy images of their files (ui/section-icon.tsx),
 * for a page whose HTML must fit the first round trip, and so long that the footer is far below
 * the fold.
 */
export function SiteFooter({ iconsAsFiles = false }: { iconsAsFiles?: boolean }) {
  const { phone, hours } = siteConfig;
  const { footer } = everyPageText;
  const [windshield, autoGlass, locations] = navigation.menus;
  const policies = policyPages().map((p) => ({ label: p.policy.name, path: p.path }));
  const year = new Date().getFullYear();

  return (
    <footer className="surface-dark bg-ink text-ink-foreground">
      {/* The phone menu's no-JavaScript link lands here: every page's link is in this grid. */}
      <Container
        id={navigation.footerNavId}
        className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-4"
      >
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo inverted />
          <p className="text-ink-muted">{footer.about}</p>
          <p className="flex items-start gap-2 text-ink-muted">
            <SectionIcon
              icon={sectionIcons.ctaMapPin}
              className="mt-1 size-4 shrink-0"
              asFile={iconsAsFiles}
            />
            <span>{footer.coverage}</span>
          </p>
        </div>

        <FooterLinks
          title={footer.services}
          links={[...windshield.columns, ...autoGlass.columns].flatMap((c) => c.links)}
        />
        <FooterLinks title={footer.locations} links={locations.columns.flatMap((c) => c.links)} />

        <div className="col-span-2 space-y-3 lg:col-span-1">
          <h2 className="text-base font-semibold text-white">{footer.contact}</h2>
          <ul className="space-y-2">
            <li>
              <a href={phone.tel} className={`${linkClass} inline-flex items-center gap-2`}>
                <SectionIcon
                  icon={sectionIcons.ctaPhone}
                  className="size-4"
                  asFile={iconsAsFiles}
                />
                {footer.call}
              </a>
            </li>
            <li>
              <a href={phone.sms} className={`${linkClass} inline-flex items-center gap-2`}>
                <SectionIcon
                  icon={sectionIcons.ctaMessage}
                  className="size-4"
                  asFile={iconsAsFiles}
                />
                {footer.text}
              </a>
            </li>
            <li>
              <a href={navigation.contact.path} className={linkClass}>
                {navigation.contact.label}
              </a>
            </li>
            <li>
              <a href={navigation.about.path} className={linkClass}>
                {navigation.about.label}
              </a>
            </li>
            <li>
              <a href={navigation.insurance.path} className={linkClass}>
                {navigation.insurance.label}
              </a>
            </li>
          </ul>
          <div className="flex items-start gap-2 pt-2 text-ink-muted">
            <SectionIcon
              icon={sectionIcons.clock}
              className="mt-1 size-4 shrink-0"
              asFile={iconsAsFiles}
            />
            {/* Two labelled facts: the mobile service's hours are not the office's (decisions §8). */}
            <dl className="space-y-2">
              <div>
                <dt className="font-medium text-white">{footer.serviceHours}</dt>
                <dd>{hours.service}</dd>
              </div>
              {hours.shop.length > 0 && (
                <div>
                  <dt className="font-medium text-white">{footer.officeHours}</dt>
                  {hours.shop.map((h) => (
                    <dd key={h.days}>
                      {h.days} {h.label}
                    </dd>
                  ))}
                </div>
              )}
            </dl>
          </div>
          <div className="flex items-start gap-2 text-ink-muted">
            <SectionIcon
              icon={sectionIcons.ctaCreditCard}
              className="mt-1 size-4 shrink-0"
              asFile={iconsAsFiles}
            />
            <div>
              <p className="font-medium text-white">{footer.payment}</p>
              {/* A sentence, not a row of items: a narrow screen never leaves one method alone. */}
              <p>{capitalize(paymentMethodsText)}.</p>
              <p>{siteConfig.paymentTerms}</p>
            </div>
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-ink-muted lg:flex-row lg:items-center lg:justify-between">
          <p>
            &copy; {year} {siteConfig.name}. {footer.rights}
          </p>
          <nav aria-label={footer.policies}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {policies.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{footer.insurance}</p>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title} className="space-y-3">
      <h2 className="text-base font-semibold text-white">{title}</h2>
      {/* Smaller on phones, where two columns of service and city names share 320 px. */}
      <ul className="space-y-2 text-sm text-balance sm:text-base">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
