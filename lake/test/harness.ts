// Runs the real lake (lake/src/cli.ts) as a child process on a free port, as editors and the
// site would, and talks to it over HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll } from "vitest";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
const CLI = path.join(ROOT, "lake", "src", "cli.ts");

export interface RunningLake {
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the lake wrote on stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** GET/POST under /v2025-10-01. */
  api(route: string, init?: RequestInit): Promise<Response>;
  query<T = unknown>(groq: string, perspective?: string, init?: RequestInit): Promise<T>;
  mutate(mutations: unknown[], search?: string, init?: RequestInit): Promise<Response>;
  actions(actions: unknown[], init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Resident memory of a process, MB (Linux: VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "lake-test-"));
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** A port nothing listens on right now (for a webhook receiver that starts later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startLake(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<RunningLake> {
  const child = spawn(process.execPath, [CLI], {
    env: { ...process.env, LAKE_PORT: "0", LAKE_HOST: "127.0.0.1", LAKE_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`lake did not start:\n${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/\S+?) \(/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`lake exited with ${code}:\n${output}`));
    });
  });
  let stopping = false;
  // A lake that dies during a test says why (its last output), instead of a missing /proc entry.
  child.on("exit", (code, signal) => {
    if (!stopping && !child.killed)
      console.error(`lake ${origin} exited (${code ?? signal}) during the test:\n${output.slice(-4000)}`);
  });
  const api = (route: string, init?: RequestInit) => fetch(`${origin}/v2025-10-01${route}`, init);
  const json = (body: unknown, init?: RequestInit): RequestInit => ({
    ...init,
    method: "POST",
    headers: { "content-type": "application/json", ...(init?.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  });
  return {
    origin,
    dataDir,
    child,
    output: () => output,
    api,
    async query<T>(groq: string, perspective = "raw", init?: RequestInit) {
      const response = await api(
        `/data/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}`,
        init,
      );
      if (!response.ok) throw new Error(`query failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { result: T }).result;
    },
    mutate: (mutations, search = "", init) => api(`/data/mutate/production${search}`, json({ mutations }, init)),
    actions: (actions, init) => api("/data/actions/production", json({ actions }, init)),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      stopping = true;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * A lake of its own for the tests of the calling file or describe block: started before them,
 * stopped and its data removed after. Its members are ready once the tests run. `env`: the lake's
 * environment beyond its port, host and data folder (LAKE_EDITORS, LAKE_TRUSTED_PROXY_HOPS…).
 */
export function lakeForTests(env: Record<string, string> = {}): RunningLake {
  let running: RunningLake | undefined;
  beforeAll(async () => {
    running = await startLake(env);
  });
  afterAll(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });
  const ready = () => {
    if (!running) throw new Error("the lake starts in beforeAll");
    return running;
  };
  return {
    get origin() {
      return ready().origin;
    },
    get dataDir() {
      return ready().dataDir;
    },
    get child() {
      return ready().child;
    },
    output: () => ready().output(),
    api: (...args) => ready().api(...args),
    query: (...args) => ready().query(...args),
    mutate: (...args) => ready().mutate(...args),
    actions: (...args) => ready().actions(...args),
    stop: () => ready().stop(),
  };
}

/**
 * The sign-in's proof of work as the page's widget sends it: a challenge from the lake
 * (/auth/login/challenge), solved here as the browser's worker would (login-proof.ts).
 */
export async function solvedProof(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/login/challenge`);
  if (response.status !== 200) throw new Error(`no challenge: ${response.status}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
