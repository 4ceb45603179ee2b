/**
 * The brand outside the stylesheet: the colours and files that browsers, home screens and
 * social networks show (the web app manifest, the share image, the icons). The colours are the
 * design tokens of app.css; a unit test keeps the two in step.
 */
export const brandColors = {
  /** --primary: the deep navy of the header, heroes and icons */
  primary: "#0f2a4a",
  /** --cta: the amber of the call and quote buttons */
  cta: "#f59e0b",
  /** --accent: the pale glass blue of the windshield in the logo */
  accent: "#e3f0fb",
  /** --background */
  background: "#ffffff",
  /** --ink-muted: secondary text on navy */
  inkMuted: "#b9c7d8",
} as const;

/** Files the build generates from the brand (app/build-assets writes them). */
export const brandFiles = {
  /** Open Graph and Twitter share image */
  socialImage: { path: "/social-card.png", width: 1200, height: 630 },
  faviconSvg: "/favicon.svg",
  faviconIco: "/favicon.ico",
  appleTouchIcon: { path: "/apple-touch-icon.png", size: 180 },
  /** Home-screen icons listed in the manifest, smallest first */
  icons: [
    { path: "/icon-192.png", size: 192 },
    { path: "/icon-512.png", size: 512 },
  ],
  manifest: "/site.webmanifest",
} as const;
