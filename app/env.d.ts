/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate near the viewport or on first interaction; a button click before is replayed */
    "client:near"?: boolean | { rootMargin?: string };
  }
}

export {};
