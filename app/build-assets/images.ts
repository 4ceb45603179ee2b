import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { brandColors, brandFiles } from "../../core/config/brand";
import { siteConfig, type SiteConfig } from "../../core/config/site";

/**
 * The brand's images, drawn at build time with no service outside the machine: the share
 * image is laid out by satori (text set in Inter, turned into outlines) and every image is
 * rasterised to PNG by resvg, both from npm as JavaScript and WebAssembly.
 */

const require = createRequire(import.meta.url);

let wasmReady: Promise<void> | undefined;
function rasteriser(): Promise<void> {
  wasmReady ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")).then((wasm) =>
    initWasm(wasm),
  );
  return wasmReady;
}

/** An SVG drawn to a PNG of the given width. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  await rasteriser();
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

const windshield =
  "M4 26 8.5 7.5C9 5.5 10.6 4 12.7 4h14.6c2.1 0 3.7 1.5 4.2 3.5L36 26c.3 1.2-.6 2-1.7 2H5.7C4.6 28 3.7 27.2 4 26Z";
const highlights = ["M13 9.5 10.5 20", "M17.5 9.5 16 15"];

/** The logo's windshield, in a 40 x 32 box. */
function windshieldMark(stroke: string): string {
  return [
    `<path d="${windshield}" fill="${brandColors.accent}" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/>`,
    ...highlights.map(
      (d) =>
        `<path d="${d}" stroke="${brandColors.cta}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    ),
  ].join("");
}

/**
 * The app icon: the windshield on navy, square, with the mark inside the middle 70% so a phone
 * may crop it to a circle or a rounded square (a "maskable" icon). `radius` rounds the corners
 * of the small browser-tab icons.
 */
export function iconSvg(radius = 0): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
    `<rect width="100" height="100" rx="${radius}" fill="${brandColors.primary}"/>`,
    `<g transform="translate(20 24) scale(1.5)">${windshieldMark("#ffffff")}</g>`,
    "</svg>",
  ].join("");
}

/** A Windows icon file holding PNG images (the format every browser reads for favicon.ico). */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => Buffer.from(png))]);
}

/** Width and height of a PNG, read from its header. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png);
  if (view.toString("latin1", 1, 4) !== "PNG") throw new Error("Not a PNG file");
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: unknown };
}
const h = (type: string, style: Style, children?: unknown): Node => ({
  type,
  props: { style, children },
});

async function font(weight: 400 | 700 | 800) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { name: "Inter", data: await readFile(file), weight, style: "normal" as const };
}

/** The share image social networks show for every page: the promise, the trust points, the phone. */
export async function socialImagePng(config: SiteConfig = siteConfig): Promise<Uint8Array> {
  const { width, height } = brandFiles.socialImage;
  const logo = `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 32" width="40" height="32">${windshieldMark("#ffffff")}</svg>`,
  ).toString("base64")}`;
  const points = [
    "Same-day service",
    "Insurance billed directly",
    `Free within ${config.serviceRadiusKm} km`,
  ];

  const tree = h(
    "div",
    {
      width,
      height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      padding: "64px 72px",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundColor: brandColors.primary,
      backgroundImage:
        "radial-gradient(circle at 100% 0%, rgba(56,129,199,0.55), rgba(15,42,74,0) 60%)",
    },
    [
      h("div", { display: "flex", alignItems: "center" }, [
        { type: "img", props: { src: logo, width: 80, height: 64, style: { marginRight: 20 } } },
        h("div", { fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }, config.name),
      ]),
      h(
        "div",
        { display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 },
        [
          h(
            "div",
            { fontSize: 64, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 },
            config.tagline,
          ),
          h(
            "div",
            { display: "flex", marginTop: 32, fontSize: 28, color: brandColors.inkMuted },
            points.map((point) =>
              h("div", { display: "flex", alignItems: "center", marginRight: 36 }, [
                h("div", {
                  width: 14,
                  height: 14,
                  borderRadius: 7,
                  backgroundColor: brandColors.cta,
                  marginRight: 12,
                }),
                point,
              ]),
            ),
          ),
        ],
      ),
      h("div", { display: "flex" }, [
        h(
          "div",
          {
            display: "flex",
            padding: "16px 32px",
            borderRadius: 14,
            backgroundColor: brandColors.cta,
            color: "#1f1300",
            fontSize: 34,
            fontWeight: 700,
          },
          `Call or text ${config.phone.display}`,
        ),
      ]),
    ],
  );

  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await Promise.all([font(400), font(700), font(800)]),
  });
  return svgToPng(svg, width);
}
