// Serves the production build as visitors get it, with the project's own server
// (scripts/site-server.mjs): the prebuilt compressed files, long-lived caching for hashed assets,
// the redirects, the not-found page with status 404 for any other path, and the security headers
// and content security policies of the production hosts, which the build writes into
// serving.json from deploy/policy.ts. Builds the site first when there is no build. PORT and
// HOST choose where it listens (default http://localhost:3000); BUILD_DIR serves (and builds)
// another build directory than ./build; SERVE_QUIET=1 turns off the request log.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSiteServer } from "./site-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const client = path.join(buildDir, "client");
const servingFile = path.join(buildDir, "serving.json");

if (
  ![path.join(client, "index.html"), path.join(client, "404.html"), servingFile].every(existsSync)
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
const server = await startSiteServer({ buildDir, host, port, log: !process.env.SERVE_QUIET });
console.log(`Serving ${path.relative(root, client) || "."} at http://${host}:${port}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
