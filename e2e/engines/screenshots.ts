// A tall screenshot of a page in any engine: WebDriver can only capture the window, so the
// page is captured a window at a time, scrolling down, and the shots are stacked with sharp.
import sharp from "sharp";
import type { EnginePage } from "./page";

/** The first `windows` windows of the page, top to bottom, as one PNG. */
export async function stitch(page: EnginePage, windows: number): Promise<Buffer> {
  const shots: Buffer[] = [];
  const height = await page.evaluate(() => window.innerHeight);
  for (let i = 0; i < windows; i += 1) {
    await page.scrollTo(i * height);
    // A band that comes into view is laid out, then painted: give it a moment, as an eye would.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300, null)));
          setTimeout(resolve, 800, null);
        }),
    );
    shots.push(await page.screenshot());
  }
  const sizes = await Promise.all(shots.map((shot) => sharp(shot).metadata()));
  const width = Math.max(...sizes.map((size) => size.width ?? 0));
  let top = 0;
  const layers = shots.map((input, i) => {
    const layer = { input, top, left: 0 };
    top += sizes[i]!.height ?? 0;
    return layer;
  });
  return sharp({ create: { width, height: top, channels: 3, background: "#ffffff" } })
    .composite(layers)
    .png()
    .toBuffer();
}
