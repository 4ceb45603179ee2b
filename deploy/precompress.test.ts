import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

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

  it("are not written for a file too small to gain from them", async () => {
    const dir = await buildWith({ "robots.txt": "User-agent: *\nAllow: /\n" });
    await precompress(dir);
    expect(await readdir(dir)).toEqual(["robots.txt"]);
  });
});
