// Serves a build with real nginx and the configuration the build wrote (build/nginx/), for the
// nginx tests and the load benchmark. Finds nginx: NGINX_PATH if set, else `nginx` on the PATH
// or in /usr/sbin. When it (or its brotli static module) is missing and we run as root (CI),
// installs Debian's nginx and libnginx-mod-http-brotli-static; otherwise stops with a message
// saying how. nginx runs in the foreground as our child, with its own prefix, configuration
// and logs in a temporary directory, listening on loopback only: never as a system service.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { commandPath, fileFromEnv, findOrInstall, isRoot, waitForHttp } from "./system.mjs";

const packages = ["nginx", "libnginx-mod-http-brotli-static"];
const brotliModule = "ngx_http_brotli_static_module.so";

function locate() {
  return (
    fileFromEnv("NGINX_PATH") ??
    commandPath("nginx") ??
    ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((file) => existsSync(file)) ??
    null
  );
}

/** What `nginx -V` says about where this nginx keeps its modules and its mime.types. */
function describe(binary) {
  const result = spawnSync(binary, ["-V"], { encoding: "utf8" });
  const text = `${result.stdout}${result.stderr}`;
  const option = (name) => text.match(new RegExp(`--${name}=(\\S+)`))?.[1];
  const prefix = option("prefix") ?? "/usr/share/nginx";
  const modulesPath = option("modules-path") ?? path.join(prefix, "modules");
  const confPath = option("conf-path") ?? path.join(prefix, "conf", "nginx.conf");
  const moduleFile = path.join(modulesPath, brotliModule);
  return {
    binary,
    version: text.match(/nginx version: (\S+)/)?.[1] ?? "nginx",
    mimeTypes: path.join(path.dirname(confPath), "mime.types"),
    brotliBuiltIn: /brotli/.test(text) && !existsSync(moduleFile),
    brotliModule: existsSync(moduleFile) ? moduleFile : null,
  };
}

const usable = (found) => found && (found.brotliBuiltIn || found.brotliModule);

/** Finds nginx with the brotli static module, installing it when missing and allowed. */
export function findNginx() {
  return findOrInstall({
    name: "nginx with the brotli static module",
    locate: () => {
      const binary = locate();
      const found = binary ? describe(binary) : null;
      return usable(found) ? found : null;
    },
    packages,
    hint:
      "The nginx tests serve the build with nginx and its brotli static module. Install them " +
      `(on Debian: sudo apt-get install ${packages.join(" ")}), or set NGINX_PATH to an nginx ` +
      "built with ngx_brotli, then run the tests again.",
  });
}

/** The whole nginx configuration for one build: the shipped files, included as a host would. */
function nginxConf({ nginx, dir, buildDir, host, port }) {
  const build = path.resolve(buildDir);
  return [
    "daemon off;",
    "worker_processes auto;",
    // As root, nginx would switch its workers to `nobody`, who may not be able to read a build
    // in a private directory. This server listens on loopback and lives for one test run.
    ...(isRoot() ? ["user root;"] : []),
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    ...(nginx.brotliModule ? [`load_module ${nginx.brotliModule};`] : []),
    "events { worker_connections 1024; }",
    "http {",
    `    include ${nginx.mimeTypes};`,
    "    default_type application/octet-stream;",
    "    access_log off;",
    "    sendfile on;",
    "    tcp_nopush on;",
    "    keepalive_requests 100000;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
    ),
    `    include ${path.join(build, "nginx", "http.conf")};`,
    "    server {",
    `        listen ${host}:${port};`,
    "        server_name localhost;",
    `        root ${path.join(build, "client")};`,
    `        include ${path.join(build, "nginx", "server.conf")};`,
    "    }",
    "}",
    "",
  ].join("\n");
}

/**
 * Serves `buildDir` (its client/ and nginx/ folders) on http://host:port with nginx.
 * Resolves once nginx answers; `stop()` ends it and removes its temporary directory.
 */
export async function startNginx({ buildDir = "build", host = "127.0.0.1", port }) {
  if (!existsSync(path.join(buildDir, "nginx", "server.conf"))) {
    throw new Error(`${buildDir} has no nginx configuration: run the build first.`);
  }
  const nginx = findNginx();
  const dir = await mkdtemp(path.join(tmpdir(), "site-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  await writeFile(conf, nginxConf({ nginx, dir, buildDir, host, port }));

  const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  const check = spawnSync(nginx.binary, ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${check.stderr}${check.stdout}`);
  }

  const child = spawn(nginx.binary, args, { stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  if (!(await waitForHttp(`${url}/`, { child }))) {
    const log = await readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
    await stop();
    throw new Error(`nginx did not start on ${url}:\n${log}`);
  }
  return { url, version: nginx.version, stop };
}
