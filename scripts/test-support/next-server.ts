import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";

// A production server (`next start` of the build in web/) that a test or a benchmark starts and
// stops itself, and the two things both measure on it: its memory and the files it wrote.
// Plain TypeScript with nothing to compile away, so Node runs it as it is (type stripping).

const WEB = path.join(import.meta.dirname, "..", "..", "web");

/**
 * The status of one GET on a connection of its own, closed after the answer. The readiness probe
 * must not leave an idle socket in fetch's pool: the test's next fetch, seconds later, could take
 * it just as the server's keep-alive timeout closes it (ECONNRESET; seen in CI under load).
 */
function probe(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

export interface NextServer {
  pid: number;
  stop(): Promise<void>;
  /** Resident memory of the server and its children, in bytes. */
  rss(): number;
}

/**
 * Starts `next start` on localhost:`port` and resolves once /en/about answers below 500. A
 * production server refuses to start without SITE_URL (web/src/http/startup-checks.ts): it is set to the
 * server's own origin unless `env` names another.
 */
export async function startNextServer(
  port: number,
  env: Record<string, string>,
  stderr: "pipe" | "inherit" = "pipe",
): Promise<NextServer> {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(WEB, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "localhost"],
    {
      cwd: WEB,
      env: { ...process.env, NODE_ENV: "production", SITE_URL: origin, ...env },
      stdio: ["ignore", "ignore", stderr],
    },
  );
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await probe(`${origin}/en/about`)) < 500) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const pid = child.pid as number;
  return {
    pid,
    rss: () => processTreeRss(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        // Next waits for open keep-alive connections; do not wait for them.
        setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/** RSS of a process and its children (next start may fork a worker), in bytes. */
export function processTreeRss(pid: number): number {
  let total = 0;
  const rssOf = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const visit = (id: number) => {
    total += rssOf(id);
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (parent === id) visit(Number(entry));
      } catch {}
    }
  };
  visit(pid);
  return total;
}

/** Every file under a folder (missing folder: none). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(dir);
  return out;
}
