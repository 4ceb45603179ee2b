// `npm run admin`: the site editor on this computer. Runs Decap CMS's local server, which saves
// the editor's changes straight into this copy's content/ folder, beside the site in
// development mode (`astro dev`, which shows each saved change at once), and serves the editor
// at http://localhost:3000/admin. Stop with Ctrl-C; both stop together. Publishing is then a
// commit and push (or `npm run deploy`), like any change.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { portFromEnv } from "./system.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
let port;
let helperPort;
try {
  port = portFromEnv("PORT", 3000);
  helperPort = portFromEnv("ADMIN_HELPER_PORT", 8081);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = [
  // MODE "fs": the editor's saves are written to the files, not committed (decap-server's
  // default; set here as a shell may have MODE set for something else). The editor looks for it
  // on ADMIN_HELPER_PORT (config.yml's local_backend, written by the development server).
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: { ...process.env, MODE: "fs", PORT: String(helperPort), GIT_REPO_DIRECTORY: root },
    stdio: ["ignore", "inherit", "inherit"],
  }),
  spawn(
    process.execPath,
    [
      path.join(path.dirname(require.resolve("astro/package.json")), "astro.js"),
      "dev",
      "--port",
      String(port),
    ],
    {
      cwd: root,
      env: { ...process.env, ADMIN_HELPER_PORT: String(helperPort) },
      stdio: ["ignore", "inherit", "inherit"],
    },
  ),
];

console.log(`
  The site editor:   http://localhost:${port}/admin  (saves into content/ on this computer)
  Before going live: http://localhost:${port}/admin/going-live  (what is left, as the dry run lists it)
  The site:          http://localhost:${port}/  (shows each saved change)
  The editor's helper listens on port ${helperPort} (ADMIN_HELPER_PORT).
  Stop with Ctrl-C.
`);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(0));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 250).unref();
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
