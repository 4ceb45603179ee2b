/**
 * Where the business drives to, stored once: part of the site config (`siteConfig.serviceCentre`
 * and `serviceRadiusKm`), and a module of its own so that the coverage check, an island, can
 * read it without bringing the whole config into the browser.
 */
export const serviceArea = {
  /** Centre of the free mobile service radius: Toronto City Hall. */
  centre: { lat: 43.6532, lng: -79.3832 },
  /** Mobile service is free within this many kilometres of the centre, in a straight line. */
  freeRadiusKm: 40,
  /**
   * Beyond the free radius and up to this distance we still come, with a travel fee confirmed in
   * the quote; further out is outside our usual area (a call decides). Ours to choose: 80 km
   * takes in Oshawa, Burlington, Milton and Newmarket with room to spare, and stays a drive a
   * technician can make and still reach the next job the same day.
   */
  extendedRadiusKm: 80,
  /**
   * Postal code areas and cities are points standing for places kilometres across, so within
   * this many kilometres of the free radius an answer says "about" and invites a call.
   */
  nearLineKm: 5,
} as const;
