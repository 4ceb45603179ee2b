/**
 * The business's marketing figures, stored once: the first version of the site quoted conflicting
 * figures (15+ and 25+ years, 1000+ and 10,000+ customers), and a business must not contradict
 * itself. Part of the site config (`siteConfig.figures`); a module of its own so that the copy an
 * island carries can quote a figure without bringing the whole config into the browser.
 */
export const figures = {
  yearsExperience: "25+",
  servingSince: 2010,
  customersServed: "10,000+",
  rating: "5.0",
  quoteResponse: "2 hours",
  messageResponse: "24 hours",
  warrantyTerm: "Lifetime",
  warranty: "Lifetime warranty",
  repairSuccessRate: "98%",
} as const;
