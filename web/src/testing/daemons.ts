// Real daemons for integration tests (clamd, redis-server), each started by the test on its own
// port with its own files. Not imported by the application.
//
// A missing program is installed with apt-get when running as root on Debian (as
// scripts/run/chromium.mjs and scripts/cluster/cluster-lib.mjs do), so a fresh machine and CI run these tests.
// Elsewhere the test is skipped with the reason printed; under CI=true it fails instead.

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clamdAnswers } from "../virus-scan/clamd";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Why a test skips: its note, which `npm test` accepts as a reason (scripts/run/test.mjs). */
export const notInstalled = (pkg: string) =>
  `${pkg} is not installed and could not be installed (that needs root and apt-get): apt-get install ${pkg}`;

/** The program's path, installing its Debian package first when possible; null with a reason printed. */
export async function ensureProgram(candidates: string[], pkg: string): Promise<string | null> {
  const find = () => candidates.find((bin) => existsSync(bin)) ?? null;
  let bin = find();
  if (!bin && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`[test] ${pkg} is missing: installing Debian's ${pkg} with apt-get (one time)`);
    // Test files run in parallel and may each install something: one apt-get at a time (flock),
    // and wait for a dpkg lock held by anything else rather than fail. Asynchronous, so the test
    // worker keeps answering its runner during the minutes an install takes.
    const apt = "apt-get -qq -o DPkg::Lock::Timeout=600";
    const script = `${apt} update && ${apt} install -y --no-install-recommends ${pkg}`;
    const child = spawn("flock", ["/tmp/wafer-test-apt.lock", "sh", "-c", script], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const status = await new Promise((resolve) => child.on("close", resolve));
    if (status !== 0) console.error(`[test] apt-get install ${pkg} failed:\n${stderr}`);
    bin = find();
  }
  if (!bin) {
    const reason = notInstalled(pkg);
    // CI must exercise the real daemon: a skip there would hide a missing install step.
    if (process.env.CI) throw new Error(reason);
    console.warn(`\n[test] SKIPPING: ${reason}\n`);
  }
  return bin;
}

/** A free TCP port on loopback (or the one the environment names, for machines with port ranges). */
export async function freePort(fromEnv?: string): Promise<number> {
  if (fromEnv && Number(fromEnv) > 0) return Number(fromEnv);
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, probe: () => Promise<boolean>, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

export interface Daemon {
  url: string;
  /** Stops the process and waits for it to exit (its files stay until `remove`). */
  stop(): Promise<void>;
  /** Starts it again with the same port and files. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

function supervise(
  what: string,
  bin: string,
  args: string[],
  url: string,
  dir: string,
  probe: () => Promise<boolean>,
): Daemon {
  let child: ChildProcess | null = null;
  const daemon: Daemon = {
    url,
    async start() {
      const started = spawn(bin, args, { stdio: "ignore" });
      child = started;
      await waitFor(what, probe, started, 60_000);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once("exit", resolve);
        running.kill("SIGTERM");
      });
    },
    async remove() {
      await daemon.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return daemon;
}

/** The EICAR test string: every antivirus reports it, and it harms nothing. */
export const EICAR = String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`;

/**
 * clamd on loopback TCP and a Unix socket, with a database of one signature (EICAR): it starts in
 * about a second and needs no download (freshclam cannot reach its mirrors from CI).
 */
export async function startClamd(port: number): Promise<(Daemon & { socket: string }) | null> {
  const bin = await ensureProgram(["/usr/sbin/clamd", "/usr/bin/clamd"], "clamav-daemon");
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "clamd-test-"));
  const socket = join(dir, "clamd.sock");
  writeFileSync(join(dir, "test.ndb"), `Eicar-Test-Signature:0:*:${Buffer.from(EICAR, "latin1").toString("hex")}\n`);
  writeFileSync(
    join(dir, "clamd.conf"),
    [
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${dir}`,
      `LogFile ${join(dir, "clamd.log")}`,
      `PidFile ${join(dir, "clamd.pid")}`,
      "Foreground yes",
      // Above the largest resume (10 MB), or clamd refuses the stream.
      "StreamMaxLength 25M",
      "",
    ].join("\n"),
  );
  const url = `tcp://127.0.0.1:${port}`;
  const daemon = supervise("clamd", bin, ["-c", join(dir, "clamd.conf")], url, dir, () => clamdAnswers({ url }));
  await daemon.start();
  return { ...daemon, socket };
}

/** redis-server on loopback, without persistence. */
export async function startRedis(port: number): Promise<Daemon | null> {
  const bin = await ensureProgram(["/usr/bin/redis-server", "/usr/local/bin/redis-server"], "redis-server");
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "redis-test-"));
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir];
  const url = `redis://127.0.0.1:${port}`;
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
      socket.on("error", () => resolve(false));
      socket.on("connect", () => socket.write("PING\r\n"));
      socket.on("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
    });
  const daemon = supervise("redis-server", bin, args, url, dir, ping);
  await daemon.start();
  return daemon;
}
