// A throwaway PostgreSQL server for the storage tests, so they run on a real server as well as on
// PGlite. Uses TEST_DATABASE_URL when it is set. Otherwise, on Debian/Ubuntu: installs `postgresql`
// with apt when root and it is missing, then starts a private cluster on a free port under a temp
// folder (as the `postgres` user: the server refuses to run as root). Says why when it cannot.
//   const pg = await startTestPostgres(); ... pg?.stop();
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

function quiet(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", ...options });
  return { ok: r.status === 0, out: `${r.stdout ?? ""}${r.stderr ?? ""}`.trim() };
}

function findBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Starts (or finds) a server; returns { url, stop } or null with the reason printed. */
export async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    console.log("[postgres] using TEST_DATABASE_URL");
    return { url: process.env.TEST_DATABASE_URL, stop() {} };
  }
  let bin = findBin();
  if (!bin && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("[postgres] installing Debian's postgresql with apt-get (one time)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    quiet("apt-get", ["update", "-qq"], { env });
    const installed = quiet("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], { env });
    if (!installed.ok) console.log(`[postgres] apt-get failed: ${installed.out.split("\n").slice(-3).join(" ")}`);
    bin = findBin();
  }
  if (!bin) {
    console.log("[postgres] no PostgreSQL server available (not root on Debian, or install failed): PGlite only");
    return null;
  }
  const asPostgres = (cmd, args) =>
    isRoot ? quiet("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]) : quiet(join(bin, cmd), args);
  if (isRoot && !quiet("id", ["postgres"]).ok) {
    console.log("[postgres] the postgres system user is missing: PGlite only");
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), "wafer-pg-"));
  chmodSync(dir, 0o777);
  if (isRoot) quiet("chown", ["postgres:postgres", dir]);
  const data = join(dir, "data");
  const init = asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  if (!init.ok) {
    console.log(`[postgres] initdb failed: ${init.out.split("\n").slice(-3).join(" ")}: PGlite only`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const started = asPostgres("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  if (!started.ok) {
    console.log(`[postgres] server did not start: ${started.out.split("\n").slice(-3).join(" ")}: PGlite only`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`[postgres] throwaway server on port ${port}`);
  return {
    url,
    stop() {
      asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `node scripts/run/postgres.mjs`: start one and keep it until Ctrl-C (handy for running tests by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startTestPostgres();
  if (pg) {
    console.log(`TEST_DATABASE_URL=${pg.url}`);
    const stop = () => {
      pg.stop();
      process.exit(0);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    setInterval(() => {}, 1 << 30);
  }
}
