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

/**
 * How the figures are labelled wherever they are shown, so a visitor can hold us to each: the
 * 25+ years are the team's experience (the company itself dates from `servingSince`), the 5.0
 * rating is the business-wide one, and a city page's rating is that city's customers'.
 */
export const figureLabels = {
  rating: "overall rating",
  yearsExperience: "years of team experience",
  cityRating: (city: string) => `rating from ${city} customers`,
} as const;
