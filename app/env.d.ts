/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when the visitor reaches for the island; a click or submission before is replayed */
    "client:interaction"?: boolean;
    /** Hydrate at the first scroll, on screens matching the media query */
    "client:scroll"?: string;
  }
}

export {};
