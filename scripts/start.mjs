// `npm start`: the whole product on this machine, on Cloudflare's own runtime (workerd, through
// `wrangler dev`): the site, the lead service at /api/leads and the owner's inbox at /inbox, on
// http://localhost:3000. Builds the site first when there is no build, or when the content, the
// code or the settings changed since the last one (deploy/build-stamp.mjs), and says so; and
// brings the local D1 database (.wrangler/state, git-ignored) up to date with worker/migrations
// before it starts. Runs the timed jobs of wrangler.jsonc (the hourly clean-up, the nightly
// backup) on their schedule, as Cloudflare's cron triggers do, since locally none fires.
// PORT and HOST choose where it listens; STATE_DIR keeps the database somewhere else;
// LOCAL_EXPLORER=on opens wrangler's data explorer, on this computer only.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  defaultStateDir,
  hasBuild,
  inboxAccessNote,
  migrateLocal,
  readWranglerConfig,
  startLeadService,
} from "./lead-service.mjs";
import { parseCron, startJobTimer } from "./local-jobs.mjs";
import { portFromEnv } from "./system.mjs";
import { inboxPath } from "../worker/inbox/paths.mjs";
import { buildStamp, builtStamp } from "../deploy/build-stamp.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

// Stopping, from the first moment: Ctrl-C, `kill`, a closed terminal. The jobs' timer, the edge,
// wrangler and workerd are stopped with this process (and killed with it if it exits while they
// start).
let service;
let jobs;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  jobs?.stop();
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
    // The samples left in one line, not the list: the lines below say where the site is.
    env: { ...process.env, NODE_ENV: "production", SAMPLE_REPORT: "brief" },
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
const explorer = /^(on|1|true|yes)$/i.test(process.env.LOCAL_EXPLORER ?? "");
let crons;
try {
  // Read now: a trigger the timer cannot run stops the start before wrangler does.
  crons = readWranglerConfig().triggers?.crons ?? [];
  crons.forEach(parseCron);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

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
  explorer,
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
jobs = startJobTimer({ crons, runJob: service.runJob });

console.log(`
  The site:        ${service.url}/
  The lead inbox:  ${service.url}${inboxPath}  (${inboxAccessNote(host)})
  Going live:      ${service.url}/admin/going-live  (what is left, and where each is edited)
  Leads are kept in ${path.relative(root, stateDir) || "."}. Stop with Ctrl-C.
  Timed jobs:      the hourly clean-up and the nightly backup (${crons.join(" and ")}, UTC,
                   wrangler.jsonc) run here on that schedule, as Cloudflare runs them; wrangler's
                   warning above does not apply (its /cdn-cgi/handler/scheduled is closed).${
                     explorer
                       ? `
  Data explorer:   ${service.url}/cdn-cgi/explorer/  (LOCAL_EXPLORER=on: anyone who can reach
                   this port from this computer can read and change every lead with SQL, and
                   the photos and backups in R2; start without it to close it)`
                       : ""
                   }
`);

service.child.on("exit", (code) => {
  if (!stopping) process.exit(code ?? 1);
});
