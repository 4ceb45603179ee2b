// `npm start`: the whole product on this machine, on Cloudflare's own runtime (workerd, through
// `wrangler dev`): the site, the lead service at /api/leads and the owner's inbox at /inbox, on
// http://localhost:3000. Builds the site first when there is no build, or when the content, the
// code or the settings changed since the last one (deploy/build-stamp.mjs), and says so; and
// brings the local D1 database (.wrangler/state, git-ignored) up to date with worker/migrations
// before it starts.
// PORT and HOST choose where it listens; STATE_DIR keeps the database somewhere else.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  defaultStateDir,
  hasBuild,
  inboxAccessNote,
  migrateLocal,
  startLeadService,
} from "./lead-service.mjs";
import { portFromEnv } from "./system.mjs";
import { inboxPath } from "../app/data/inbox-path.mjs";
import { buildStamp, builtStamp } from "../deploy/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

// Stopping, from the first moment: Ctrl-C, `kill`, a closed terminal. wrangler and workerd are
// stopped with this process (and killed with it if it exits while they start).
let service;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await service?.stop();
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);
// `npm start` stopped with SIGTERM ends npm and its shell without passing the signal on: when
// the process that started this one is gone, stop as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 250).unref();

const current = buildStamp(root);
const reason = !hasBuild()
  ? "No build of the site yet: building it first."
  : builtStamp(path.join(root, "build")) !== current
    ? "The content, the code or the settings changed since the last build: building the site again (about half a minute)."
    : null;
if (reason) {
  console.log(reason);
  // A production build whatever this process runs under (a test runner sets NODE_ENV=test,
  // which would build React's development copy).
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let port;
try {
  port = portFromEnv("PORT", 3000);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const host = process.env.HOST || "localhost";
const stateDir = path.resolve(root, process.env.STATE_DIR || defaultStateDir);

try {
  migrateLocal(stateDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

service = await startLeadService({
  host,
  port,
  stateDir,
  stdio: ["ignore", "inherit", "inherit"],
  logLevel: process.env.SERVE_QUIET ? "warn" : "info",
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(`
  The site:        ${service.url}/
  The lead inbox:  ${service.url}${inboxPath}  (${inboxAccessNote(host)})
  Leads are kept in ${path.relative(root, stateDir) || "."}. Stop with Ctrl-C.
`);

service.child.on("exit", (code) => {
  if (!stopping) process.exit(code ?? 1);
});
