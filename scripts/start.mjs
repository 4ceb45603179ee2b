// Serves the production build as visitors get it: the prerendered pages, compressed, with
// long-lived caching for hashed assets, a 301 from /locations/<slug> to /location/<slug>, the
// not-found page with status 404 for any other path, and the security headers and content
// security policies of the production hosts: the build writes them into serve.json from
// deploy/policy.ts. Builds the site first when there is no build. PORT and HOST choose where
// it listens (default http://localhost:3000); BUILD_DIR serves (and builds) another build
// directory than ./build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const client = path.join(buildDir, "client");
const serveConfig = path.join(buildDir, "serve.json");

if (
  ![path.join(client, "index.html"), path.join(client, "404.html"), serveConfig].every(existsSync)
) {
  console.log("No production build found: building the site first.");
  // A production build whatever this process runs under (a test runner sets NODE_ENV=test,
  // which would build React's development copy).
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || "3000";
const host = process.env.HOST || "localhost";
const require = createRequire(import.meta.url);
const serveBin = path.join(path.dirname(require.resolve("serve/package.json")), "build/main.js");

const server = spawn(
  process.execPath,
  [
    serveBin,
    client,
    "--config",
    serveConfig,
    "--listen",
    `tcp://${host}:${port}`,
    "--no-port-switching",
    "--no-clipboard",
    ...(process.env.SERVE_QUIET ? ["--no-request-logging"] : []),
  ],
  { cwd: root, stdio: "inherit" },
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
