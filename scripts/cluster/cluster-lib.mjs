// The production topology on one machine, without containers: Redis, PostgreSQL, two standalone
// instances of the site and nginx in front (deploy/nginx.conf), each a child process with its log
// in one run folder. Used by `pnpm cluster`, the cluster test and `pnpm bench:scaleout`.
// The same services, with the same environment, are what compose.yaml runs (docs/deploy.md).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { nginxSecurityHeaders, SECURITY_HEADERS_BY_PROXY_HEADER } from "../../web/src/http/security-headers.ts";
import { ROOT, WEB } from "../run/lib.mjs";
import { startTestPostgres } from "../run/postgres.mjs";
import { serverMemoryEnv } from "../run/server-memory.mjs";
import { assembleStandalone, SERVER } from "../run/standalone.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const NGINX = ["/usr/sbin/nginx", "nginx"];
const REDIS = ["/usr/bin/redis-server", "redis-server"];

const found = (candidates) =>
  candidates.find((bin) => (bin.includes("/") ? existsSync(bin) : spawnSync("which", [bin]).status === 0));

/** Installs a Debian package when its program is missing (as scripts/run/postgres.mjs does). */
export function ensureProgram(candidates, pkg) {
  let bin = found(candidates);
  if (!bin && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`[cluster] installing Debian's ${pkg} with apt-get (one time)`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { env, stdio: "ignore" });
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], { env, stdio: "ignore" });
    bin = found(candidates);
  }
  if (!bin) throw new Error(`${pkg} is not installed (apt-get install ${pkg})`);
  return bin;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1000, () => socket.destroy() || resolve(false));
    socket.on("error", () => resolve(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

/**
 * What every instance is given, here and in compose.yaml (scripts/cluster/deploy.test.ts compares them).
 */
export function instanceEnvironment({ databaseUrl, redisUrl, secret, siteUrl, smtpUrl }) {
  return {
    NODE_ENV: "production",
    // Next builds its internal rewrite URLs on "localhost": bound to 127.0.0.1 by that name, or
    // its own locale rewrites look external and loop (0.0.0.0 works too: the container image uses it).
    HOSTNAME: "localhost",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SANITY_REVALIDATE_SECRET: secret,
    // nginx overwrites X-Forwarded-For with the visitor's address: one trusted hop.
    TRUSTED_PROXY_HOPS: "1",
    SITE_URL: siteUrl,
    // nginx adds the security headers (deploy/security-headers.conf): the instances leave them out.
    SECURITY_HEADERS_BY_PROXY: "1",
    ...(smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: "site@wafer.example" } : {}),
  };
}

/** A new, empty database on a throwaway server (or on TEST_DATABASE_URL's server), dropped at stop. */
async function freshDatabase() {
  const server = await startTestPostgres();
  if (!server) throw new Error("PostgreSQL could not be started (see above)");
  const postgres = createRequire(join(ROOT, "web", "package.json"))("postgres");
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  const name = `wafer_cluster_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async stop() {
      const drop = postgres(server.url, { max: 1, onnotice: () => {} });
      await drop.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await drop.end();
      server.stop();
    },
  };
}

/** SIGTERM (nginx's master then stops its workers), SIGKILL what is still there after 5 s. */
async function stopAll(children) {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/**
 * [name, command, args] of a process pinned to one CPU with taskset (util-linux) when `cpu` is a
 * number; its children (nginx's workers) inherit the affinity. Unpinned when cpu is undefined.
 */
export function pinned(cpu, name, cmd, args) {
  if (cpu === undefined || cpu === null) return [name, cmd, args];
  return [name, "taskset", ["-c", String(cpu), cmd, ...args]];
}

/**
 * The security headers the build sends when no proxy adds them (each rule next.config.ts compiled
 * into the build that steps aside for the proxy), HSTS included: what nginx must add instead.
 */
export function buildSecurityHeaders(manifest = join(WEB, ".next", "routes-manifest.json")) {
  const rules = JSON.parse(readFileSync(manifest, "utf8")).headers ?? [];
  const headers = rules
    .filter((rule) => rule.missing?.some((condition) => condition.key === SECURITY_HEADERS_BY_PROXY_HEADER))
    .flatMap((rule) => rule.headers);
  if (headers.length === 0) throw new Error(`${manifest} has no security headers that step aside for nginx`);
  return headers;
}

/** deploy/nginx.conf with its ${NAME} placeholders filled (what envsubst does in production). */
export function renderNginx(values) {
  const template = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");
  return template
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
      if (!(name in values)) throw new Error(`deploy/nginx.conf needs ${name}`);
      return values[name];
    });
}

/**
 * Starts everything. ports: { web: [a, b], redis, nginx }. Options: smtpUrl (outbox mail goes
 * there), env (extra variables for the instances), pageCache (nginx's micro-cache), nginxCpu (a
 * CPU number nginx is pinned to with taskset, for benchmarks), log.
 * @typedef {{ ports: { web: number[], redis: number, nginx: number }, smtpUrl?: string,
 *   env?: Record<string, string>, pageCache?: boolean, nginxCpu?: number,
 *   log?: (...args: unknown[]) => void }} ClusterOptions
 * @param {ClusterOptions} options
 */
export async function startCluster(options) {
  const cleanup = [];
  try {
    return await start(options, cleanup);
  } catch (error) {
    for (const undo of cleanup.reverse()) await undo();
    throw error;
  }
}

/** @param {ClusterOptions} options @param {(() => unknown)[]} cleanup */
async function start({ ports, smtpUrl, env = {}, pageCache = true, nginxCpu, log = console.log }, cleanup) {
  const nginxBin = ensureProgram(NGINX, "nginx");
  const redisBin = ensureProgram(REDIS, "redis-server");
  assembleStandalone();

  const run = mkdtempSync(join(tmpdir(), "wafer-cluster-"));
  chmodSync(run, 0o777); // nginx workers run as nobody when started by root
  const children = new Set();
  cleanup.push(async () => {
    await stopAll(children);
    rmSync(run, { recursive: true, force: true });
  });
  const spawnLogged = (name, cmd, args, options = {}) => {
    const out = openSync(join(run, `${name}.log`), "a");
    const child = spawn(cmd, args, { stdio: ["ignore", out, out], ...options });
    children.add(child);
    child.on("exit", () => children.delete(child));
    return child;
  };

  // Content: a copy of the embedded dataset, so publishes (scripts/seed/publish-local.ts) edit the copy.
  const datasetFile = join(run, "seed", "production.ndjson");
  cpSync(join(ROOT, "studio", "seed"), join(run, "seed"), { recursive: true });
  const secret = env.SANITY_REVALIDATE_SECRET ?? randomBytes(24).toString("base64url");

  const postgres = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop() {} } : await freshDatabase();
  cleanup.push(() => postgres.stop());

  // Redis: no persistence, like a cache. A restart starts empty; the handlers cope (0011).
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  let redisProcess = null;
  const redis = {
    url: redisUrl,
    async start() {
      redisProcess = spawnLogged("redis", redisBin, [
        "--port",
        String(ports.redis),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        run,
      ]);
      await waitFor("redis", () => redisPing(ports.redis), 20_000);
    },
    async stop() {
      if (!redisProcess) return;
      const exited = new Promise((resolve) => redisProcess.once("exit", resolve));
      redisProcess.kill("SIGTERM");
      await exited;
      redisProcess = null;
    },
  };
  await redis.start();

  const siteUrl = `http://127.0.0.1:${ports.nginx}`;
  const instanceEnv = {
    // As the container image runs them (Dockerfile): the same V8 heap bounds.
    ...serverMemoryEnv(),
    ...instanceEnvironment({
      databaseUrl: postgres.url,
      redisUrl,
      secret,
      siteUrl,
      smtpUrl,
    }),
    EMBEDDED_DATASET_PATH: datasetFile,
    ...env,
  };
  const instances = {};
  for (const [index, name] of ["a", "b"].entries()) {
    const port = ports.web[index];
    let child = null;
    const url = `http://127.0.0.1:${port}`;
    instances[name] = {
      name,
      port,
      url,
      get pid() {
        return child?.pid;
      },
      async start() {
        child = spawnLogged(`web-${name}`, process.execPath, [SERVER], {
          cwd: dirname(SERVER),
          env: { ...instanceEnv, PORT: String(port), CONTENT_FALLBACK_DIR: join(run, `fallback-${name}`) },
        });
        const started = child;
        await waitFor(`instance ${name}`, async () => {
          if (started.exitCode !== null) throw new Error(`instance ${name} exited (${join(run, `web-${name}.log`)})`);
          return (await fetch(`${url}/api/health`)).ok;
        });
      },
      /** SIGKILL (a crash) or SIGTERM (a stop); resolves once the process is gone. */
      async kill(signal = "SIGKILL") {
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      },
    };
  }
  await Promise.all(Object.values(instances).map((instance) => instance.start()));

  const empty = join(run, "empty.conf");
  writeFileSync(empty, "");
  // What `pnpm deploy:headers` writes for a deployment, here from the very build the instances run
  // (its studio origin included), so nginx adds exactly the headers they leave out.
  const securityHeaders = join(run, "security-headers.conf");
  writeFileSync(securityHeaders, nginxSecurityHeaders(buildSecurityHeaders(), "the build's routes-manifest.json"));
  mkdirSync(join(run, "nginx"), { recursive: true });
  const nginxConf = join(run, "nginx.conf");
  writeFileSync(
    nginxConf,
    renderNginx({
      NGINX_RUN: join(run, "nginx"),
      NGINX_LISTEN: `127.0.0.1:${ports.nginx}`,
      NGINX_TLS: empty,
      NGINX_EXTRA: empty,
      WEB_A: `127.0.0.1:${ports.web[0]}`,
      WEB_B: `127.0.0.1:${ports.web[1]}`,
      ACCESS_LOG: "off",
      PAGE_CACHE: pageCache ? "pages" : "off",
      NGINX_SECURITY_HEADERS: securityHeaders,
    }),
  );
  chmodSync(join(run, "nginx"), 0o777);
  const nginxArgs = ["-c", nginxConf, "-p", join(run, "nginx"), "-e", join(run, "nginx", "error.log")];
  const test = spawnSync(nginxBin, [...nginxArgs, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const nginx = spawnLogged(...pinned(nginxCpu, "nginx", nginxBin, [...nginxArgs, "-g", "daemon off;"]));
  await waitFor("nginx", async () => (await fetch(`${siteUrl}/api/health`)).ok, 20_000);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopAll(children);
    await postgres.stop();
    // CLUSTER_KEEP=1 keeps the logs for a look after a failed test.
    if (!process.env.CLUSTER_KEEP) rmSync(run, { recursive: true, force: true });
  };
  log(`[cluster] run folder ${run}`);
  return {
    url: siteUrl,
    run,
    instances,
    redis,
    postgres,
    datasetFile,
    secret,
    securityHeaders: buildSecurityHeaders(),
    nginxConf,
    nginxPid: nginx.pid,
    stop,
  };
}

/**
 * The benchmark's yardstick: nginx with the same http settings serving HTML files from `root`
 * (precompressed `.gz` next to each, gzip_static). `headers`: { "/file.html": [[name, value], …] },
 * header lines added to that file's answers, so it is sent with the same response headers as the
 * cached page it copies; other files are sent with nginx's own headers only.
 */
export function renderStaticNginx({ runDir, port, root, headers = {} }) {
  const site = renderNginx({
    NGINX_RUN: runDir,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_TLS: "/dev/null",
    NGINX_EXTRA: "/dev/null",
    WEB_A: "127.0.0.1:9",
    WEB_B: "127.0.0.1:9",
    ACCESS_LOG: "off",
    PAGE_CACHE: "off",
    NGINX_SECURITY_HEADERS: "/dev/null",
  });
  // nginx strings have no escape for `$` (a variable): such a header is left out.
  const quote = (value) => `"${String(value).replace(/["\\]/g, (c) => `\\${c}`)}"`;
  const serve = (extra = "") => `      root ${root};\n      gzip_static on;\n      charset utf-8;\n${extra}`;
  const files = Object.entries(headers).map(([file, lines]) => {
    const added = lines
      .filter(([, value]) => !String(value).includes("$"))
      .map(([name, value]) => `      add_header ${name} ${quote(value)} always;\n`)
      .join("");
    return `    location = ${file} {\n${serve(added)}    }\n`;
  });
  // Same process, event and http settings; the locations serve files instead of proxying.
  const start = site.indexOf("    location /_next/static/");
  return `${site.slice(0, start)}${files.join("")}    location / {\n${serve()}    }\n  }\n}\n`;
}
