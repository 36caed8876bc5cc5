import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A production server (`next start`) under test, started and stopped by the spec itself.

export const WEB = path.join(import.meta.dirname, "..");
export const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
export const BASE = `http://localhost:${PORT}`;

export interface Server {
  pid: number;
  stop(): Promise<void>;
  /** Resident memory of the server process, in bytes. */
  rss(): number;
}

/** Folders and secrets that outlive one server process (a restart keeps them). */
export function throwawayState() {
  const dir = mkdtempSync(path.join(tmpdir(), "security-e2e-"));
  return {
    dir,
    env: {
      PGLITE_DIR: path.join(dir, "pglite"),
      CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
      SANITY_REVALIDATE_SECRET: randomBytes(24).toString("base64url"),
    } as Record<string, string>,
  };
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(WEB, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(PORT), "-H", "localhost"],
    {
      cwd: WEB,
      // A production server refuses to start without SITE_URL (web/src/seo/startup.ts).
      env: { ...process.env, NODE_ENV: "production", SITE_URL: BASE, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const response = await fetch(`${BASE}/en/about`, { redirect: "manual" });
      if (response.status < 500) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
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

/** RSS of a process and its children (next start may fork a worker). */
function processTreeRss(pid: number): number {
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
