import type { APIRoute, GetStaticPaths } from "astro";
import { drawingFiles } from "../../components/drawing-files";
import { drawingFile } from "../../components/illustrations/DrawingFile";

/**
 * The drawings the pages show below the fold as lazy images, each written once as a file named
 * after its content's hash (components/illustrations/DrawingFile.tsx), so hosts cache it for a
 * year under /assets/ as they do the build's other hashed files.
 */
export const getStaticPaths = (() =>
  drawingFiles.map((entry) => ({
    params: { drawing: drawingFile(entry).file },
    props: { markup: drawingFile(entry).markup },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { markup: string }).markup, {
    headers: { "Content-Type": "image/svg+xml" },
  });
