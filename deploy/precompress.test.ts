import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { cacheDays, cacheDir, precompress } from "./precompress";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A build's folder holding `files` (name: text). */
async function buildWith(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

/** What each compressed copy in `dir` decompresses to, by its name. */
async function unpacked(dir: string) {
  const names = (await readdir(dir)).filter((name) => /\.(br|gz)$/.test(name)).sort();
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => {
        const bytes = await readFile(path.join(dir, name));
        const text = (
          name.endsWith(".br") ? brotliDecompressSync(bytes) : gunzipSync(bytes)
        ).toString();
        return [name, text] as const;
      }),
    ),
  );
}

describe("the build's compressed copies", () => {
  // Unique to this run, so that the first build compresses it and the second finds it kept.
  const page = `<!doctype html><p>${"Mobile windshield repair across the GTA. ".repeat(40)}${Date.now()}</p>`;

  it("are the files themselves, compressed, whether made now or kept from a build before", async () => {
    const first = await buildWith({ "index.html": page, "same.html": page });
    await precompress(first);
    const second = await buildWith({ "index.html": page, "other.html": `${page} changed` });
    await precompress(second);
    expect(await unpacked(first)).toEqual({
      "index.html.br": page,
      "index.html.gz": page,
      "same.html.br": page,
      "same.html.gz": page,
    });
    expect(await unpacked(second)).toEqual({
      "index.html.br": page,
      "index.html.gz": page,
      "other.html.br": `${page} changed`,
      "other.html.gz": `${page} changed`,
    });
  });

  it("are kept no longer than a month unused", async () => {
    await mkdir(cacheDir, { recursive: true });
    const day = 24 * 60 * 60 * 1000;
    const stale = path.join(cacheDir, `stale-${Date.now()}.br`);
    const recent = path.join(cacheDir, `recent-${Date.now()}.br`);
    await writeFile(stale, "old");
    await writeFile(recent, "new");
    const at = (days: number) => new Date(Date.now() - days * day);
    await utimes(stale, at(cacheDays + 1), at(cacheDays + 1));
    await utimes(recent, at(cacheDays - 1), at(cacheDays - 1));
    await precompress(await buildWith({ "index.html": page }));
    const kept = await readdir(cacheDir);
    expect(kept).not.toContain(path.basename(stale));
    expect(kept).toContain(path.basename(recent));
    await rm(recent);
  });

  it("are not written for a file too small to gain from them", async () => {
    const dir = await buildWith({ "robots.txt": "User-agent: *\nAllow: /\n" });
    await precompress(dir);
    expect(await readdir(dir)).toEqual(["robots.txt"]);
  });
});
