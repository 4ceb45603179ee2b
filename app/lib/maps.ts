/** Links to the maps service: an embeddable map and a directions link, from coordinates. */
export interface LatLng {
  lat: number;
  lng: number;
}

const mapsOrigin = "https://maps.google.com";

/** An embeddable map centred on a point, for an iframe. */
export function mapEmbedUrl({ lat, lng }: LatLng, zoom = 9): string {
  return `${mapsOrigin}/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
}

/** A map of a point, to open in a new tab (the no-JavaScript way to see the map). */
export function mapLinkUrl({ lat, lng }: LatLng, zoom = 9): string {
  return `${mapsOrigin}/maps?q=${lat},${lng}&z=${zoom}`;
}

/** Driving directions to a point. */
export function directionsUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
