import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed already. */
export const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt|data|map)$/;

/** Below this size the compressed copy saves less than a packet. */
const minBytes = 256;

/**
 * Above this size (only the site editor's script, at /admin), brotli's best quality takes
 * seconds a file for a few per cent: quality 9 is used instead.
 */
const largeBytes = 1_000_000;

/**
 * Writes `file.br` (brotli, best quality but for very large files) and `file.gz` (gzip, level 9) beside every text file
 * of the build, where they are smaller than the file. nginx sends them (`brotli_static`,
 * `gzip_static`) to browsers that accept them, so no response is compressed per request.
 * Runs after every other change to the files.
 */
export async function precompress(client: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(client, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

  let written = 0;
  let bytes = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]:
              source.length > largeBytes ? 9 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, compressed] of [
        [".br", br],
        [".gz", gz],
      ] as const) {
        if (compressed.length >= source.length) continue;
        await writeFile(`${file}${suffix}`, compressed);
        written += 1;
        bytes += compressed.length;
      }
    }),
  );
  return { files: written, bytes };
}
