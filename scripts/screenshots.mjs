// Screenshots of pages at phone and desktop widths, to look at what visitors see.
// Usage: node scripts/screenshots.mjs [base URL] [path ...]
// (default: http://localhost:3000 and every page; start the site with `npm start` first).
// WIDTHS=320,390,1280 picks the widths (default 390 and 1280); FULL=0 captures the first screen
// only. Writes PNGs to test-results/screenshots/.
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = Object.fromEntries(
  (process.env.WIDTHS ?? "390,1280")
    .split(",")
    .map(Number)
    .map((width) => [String(width), { width, height: width < 768 ? 844 : 800 }]),
);
const outDir = "test-results/screenshots";

let list = paths;
if (list.length === 0) {
  const sitemap = await fetch(`${base}/`).then((r) => r.text());
  list = [...new Set([...sitemap.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]))].filter(
    (p) => !p.startsWith("/assets/"),
  );
  list.unshift("/");
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const [name, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const path of new Set(list)) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Bands off screen are laid out only when scrolled near (app.css): lay them all out.
    await page.evaluate(() => {
      for (const band of document.querySelectorAll(".band"))
        band.style.contentVisibility = "visible";
    });
    const file = `${outDir}/${(path.replace(/\//g, "_") || "_").replace(/^_$/, "home")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
