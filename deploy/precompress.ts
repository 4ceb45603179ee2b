import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
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
 * Where compressed copies are kept between builds, by their source's hash: most files (the
 * editor's 10 MB of script, the fonts' CSS, unchanged islands) are the same from one build to the
 * next, and brotli's best quality is most of a build's last seconds. A copy unused for a month
 * is removed.
 */
export const cacheDir = path.resolve("node_modules", ".cache", "precompress");
export const cacheDays = 30;

/** The brotli and gzip copies of `source`, from the cache or made now and kept there. */
async function compressed(source: Buffer): Promise<[Buffer, Buffer]> {
  const quality = source.length > largeBytes ? 9 : constants.BROTLI_MAX_QUALITY;
  const key = createHash("sha256").update(source).digest("hex");
  const files = [".br", ".gz"].map((suffix) => path.join(cacheDir, `${key}-${quality}${suffix}`));
  try {
    const kept = await Promise.all(files.map((file) => readFile(file)));
    const now = new Date();
    await Promise.all(files.map((file) => utimes(file, now, now)));
    return [kept[0]!, kept[1]!];
  } catch {
    // Not made before.
  }
  const made = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Written under a name of its own, then renamed: a build beside this one never reads half.
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    files.map(async (file, i) => {
      const part = `${file}.${process.pid}-${randomUUID()}.part`;
      await writeFile(part, made[i]!);
      await rename(part, file);
    }),
  );
  return made;
}

/** Removes the cache's copies unused for `cacheDays`. */
async function pruneCache() {
  const cutoff = Date.now() - cacheDays * 24 * 60 * 60 * 1000;
  const names = await readdir(cacheDir).catch(() => []);
  for (const name of names) {
    const file = path.join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/**
 * Writes `file.br` (brotli, best quality but for very large files) and `file.gz` (gzip, level 9)
 * beside every text file of the build, where they are smaller than the file. nginx sends them (`brotli_static`,
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
      const [br, gz] = await compressed(source);
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
  await pruneCache();
  return { files: written, bytes };
}
