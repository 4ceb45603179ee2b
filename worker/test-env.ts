import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, vi } from "vitest";
import { readWranglerConfig } from "../scripts/lead-service.mjs";
import type { AlertMessage, D1Database, Env, ExecutionContext, R2Bucket } from "./env";

/**
 * For the Worker's unit tests: its bindings as Cloudflare's runtime gives them, run by Miniflare
 * in this process's test (a D1 database with every migration applied, and the R2 buckets), with
 * the parts a test steers stood in for: the alert queue records what is sent, each rate limit
 * counts by key up to its limit, and `ctx.waitUntil` collects what the Worker leaves running.
 */

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Every statement of the migrations, in order, without their comments. */
function migrationStatements(): string[] {
  return readdirSync(migrations)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(migrations, file), "utf8")
        .replace(/--.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/**
 * The database's queries, run by a Worker inside Miniflare and asked for by fetch. Miniflare's
 * own D1 proxy answers `prepare()` and `bind()` synchronously; with many queries in flight at
 * once (twenty sends together) its answers could be matched to the wrong call, failing a
 * whole file at random. Every call here is one asynchronous request of its own.
 */
const d1Script = `export default {
  async fetch(request, env) {
    const { calls, batch } = await request.json();
    try {
      const statements = calls.map((c) => env.DB.prepare(c.sql).bind(...c.params));
      if (batch) return Response.json({ ok: true, value: await env.DB.batch(statements) });
      const [statement] = statements;
      const { method, column } = calls[0];
      const value =
        method === "first"
          ? await (column === undefined ? statement.first() : statement.first(column))
          : await statement[method]();
      return Response.json({ ok: true, value: value === undefined ? null : value });
    } catch (error) {
      return Response.json({ ok: false, message: String(error?.message ?? error) });
    }
  },
};`;

interface D1Call {
  sql: string;
  params: unknown[];
  method?: "first" | "all" | "run" | "raw";
  column?: string;
}

/** A D1 database whose every call goes to the script above. */
function d1Through(mf: Miniflare): D1Database {
  const call = async (calls: D1Call[], batch = false): Promise<unknown> => {
    const answer = await mf.dispatchFetch("http://d1.test/", {
      method: "POST",
      body: JSON.stringify({ calls, batch }),
    });
    const result = (await answer.json()) as { ok: boolean; value?: unknown; message?: string };
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };
  const statement = (sql: string, params: unknown[] = []) => ({
    sql,
    params,
    bind: (...values: unknown[]) => statement(sql, values),
    first: (column?: string) => call([{ sql, params, method: "first", column }]),
    all: () => call([{ sql, params, method: "all" }]),
    run: () => call([{ sql, params, method: "run" }]),
    raw: () => call([{ sql, params, method: "raw" }]),
  });
  return {
    prepare: (sql: string) => statement(sql),
    batch: (statements: ReturnType<typeof statement>[]) =>
      call(
        statements.map(({ sql, params }) => ({ sql, params })),
        true,
      ),
  } as unknown as D1Database;
}

/** The database, down for storing a lead: every INSERT INTO leads throws, the rest runs. */
export function leadsCannotBeStored(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, name) {
      if (name !== "prepare") return Reflect.get(target, name);
      return (sql: string) => {
        if (/^\s*INSERT INTO leads/.test(sql)) throw new Error("D1 is down");
        return target.prepare(sql);
      };
    },
  }) as D1Database;
}

export interface SentAlert {
  body: AlertMessage;
  delaySeconds?: number;
}

/**
 * A rate limit that allows `allowed` calls per key (wrangler.jsonc's limit unless a test sets
 * another), counted until `reset()`.
 */
export function countingLimit(allowed: number) {
  const used = new Map<string, number>();
  const limit = {
    allowed,
    keys: used,
    reset: () => {
      used.clear();
      limit.allowed = allowed;
    },
    async limit({ key }: { key: string }) {
      const n = (used.get(key) ?? 0) + 1;
      used.set(key, n);
      return { success: n <= limit.allowed };
    },
  };
  return limit;
}

export interface WorkerTestEnv {
  env: Env;
  db: D1Database;
  photos: R2Bucket;
  backups: R2Bucket;
  /** Every message sent to the alert queue */
  alerts: SentAlert[];
  leadSends: ReturnType<typeof countingLimit>;
  eventSends: ReturnType<typeof countingLimit>;
  ctx: ExecutionContext;
  /** Waits for everything the Worker handed to `ctx.waitUntil` */
  settle(): Promise<void>;
  /** Empties every table (the lead service's own keys aside), bucket, and what the stand-ins recorded */
  wipe(): Promise<void>;
}

/**
 * Starts the bindings before the file's tests and disposes of them after: a test reads the
 * returned object's fields once `beforeAll` has run.
 */
export function workerTestEnv(vars: Partial<Env> = {}): WorkerTestEnv {
  // Each query is a round trip to the runtime: a test of many sends takes seconds, more on a
  // busy machine.
  vi.setConfig({ testTimeout: 60_000 });
  let mf: Miniflare | undefined;
  const pending: Promise<unknown>[] = [];
  const alerts: SentAlert[] = [];
  const limits: { name: string; simple: { limit: number } }[] = readWranglerConfig().ratelimits;
  const allowed = (name: string) => limits.find((limit) => limit.name === name)!.simple.limit;
  const leadSends = countingLimit(allowed("LEAD_SENDS"));
  const eventSends = countingLimit(allowed("EVENT_SENDS"));
  const testEnv = {
    alerts,
    leadSends,
    eventSends,
    ctx: {
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      passThroughOnException() {},
    } as unknown as ExecutionContext,
    async settle() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
    async wipe() {
      await testEnv.settle();
      const { results } = await testEnv.db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name NOT IN ('d1_migrations', 'secrets')",
        )
        .all<{ name: string }>();
      for (const { name } of results) await testEnv.db.prepare(`DELETE FROM ${name}`).run();
      for (const bucket of [testEnv.photos, testEnv.backups]) {
        const listed = await bucket.list();
        if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
      }
      alerts.length = 0;
      leadSends.reset();
      eventSends.reset();
    },
  } as WorkerTestEnv;

  beforeAll(async () => {
    mf = new Miniflare({
      modules: true,
      script: d1Script,
      d1Databases: ["DB"],
      r2Buckets: ["LEAD_PHOTOS", "BACKUPS"],
    });
    const db = d1Through(mf);
    await db.batch(migrationStatements().map((statement) => db.prepare(statement)));
    testEnv.db = db;
    testEnv.photos = (await mf.getR2Bucket("LEAD_PHOTOS")) as unknown as R2Bucket;
    testEnv.backups = (await mf.getR2Bucket("BACKUPS")) as unknown as R2Bucket;
    testEnv.env = {
      ASSETS: {
        fetch: async () => new Response("<!doctype html><title>Page</title><main></main>"),
      },
      DB: db,
      LEAD_PHOTOS: testEnv.photos,
      BACKUPS: testEnv.backups,
      LEAD_ALERTS: {
        async send(body: AlertMessage, options?: { delaySeconds?: number }) {
          alerts.push({
            body,
            ...(options?.delaySeconds ? { delaySeconds: options.delaySeconds } : {}),
          });
        },
        async sendBatch() {
          throw new Error("The Worker sends alerts one at a time");
        },
      },
      LEAD_SENDS: leadSends,
      EVENT_SENDS: eventSends,
      ...vars,
    } as unknown as Env;
  }, 30_000);

  afterAll(async () => {
    await testEnv.settle();
    await mf?.dispose();
  });

  return testEnv;
}

/**
 * For a test of pages the Worker frames with the runtime's HTML rewriter (worker/site-assets.ts,
 * worker/lead-pages.tsx), outside the runtime: a rewriter that passes each page as it is.
 */
export function withoutHtmlRewriter() {
  Object.assign(globalThis, {
    HTMLRewriter: class {
      on() {
        return this;
      }
      transform(response: Response) {
        return response;
      }
    },
  });
}
