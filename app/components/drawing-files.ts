import type { DrawingFileEntry } from "./illustrations/DrawingFile";
import { illustrationFiles } from "./illustrations/files";
import { gtaMapFile } from "./sections/GtaMap";
import { contentIcons, sectionIcons } from "./ui/section-icon";

/** Every drawing the pages show as a file: the build writes each (pages/assets/[drawing].svg.ts). */
export const drawingFiles: readonly DrawingFileEntry[] = [
  ...Object.values(illustrationFiles),
  gtaMapFile,
  ...Object.values(sectionIcons),
  ...Object.values(contentIcons),
];
