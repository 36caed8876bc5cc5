import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type LogEntry, supervise } from "./supervisor.ts";

// The supervisor with real child processes (Node scripts): what `npm start` relies on when the
// site or the lake dies (issue 40, crash-only processes).

/** A Node child running `code`, its stderr piped (the supervisor keeps its last lines). */
const node = (code: string, env: Record<string, string> = {}) =>
  spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } });

/** A child that serves its SERVICE_WORD and pid over HTTP on PORT until it is stopped. */
const SERVER = `require("node:http").createServer((_, res) => res.end(process.env.SERVICE_WORD + " " + process.pid)).listen(Number(process.env.PORT));`;
/** A child that lives `ms` then ends with code 3, after a line on stderr. */
const dies = (ms: number) => `setTimeout(() => { console.error("boom: out of coffee"); process.exit(3); }, ${ms});`;

const alive = (child: ChildProcess | undefined) => !!child && child.exitCode === null && child.signalCode === null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answer(port: number): Promise<string | undefined> {
  try {
    return await (await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1_000) })).text();
  } catch {
    return undefined;
  }
}

async function until<T>(what: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await pause(25);
  }
}

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

function start(services: Parameters<typeof supervise>[0], options: Parameters<typeof supervise>[1] = {}) {
  const logs: LogEntry[] = [];
  const supervisor = supervise(services, {
    backoff: { firstMs: 100, maxMs: 400, resetAfterMs: 60_000 },
    log: (entry) => logs.push(entry),
    stderr: { write: () => true } as unknown as NodeJS.WritableStream,
    ...options,
  });
  running.push(supervisor);
  return { supervisor, logs };
}

describe("npm start's supervisor", () => {
  it("restarts a child that exits, and logs its exit code and last stderr lines", async () => {
    const { supervisor, logs } = start([{ name: "flaky", start: () => node(dies(200)) }], {
      backoff: { firstMs: 100, maxMs: 400, resetAfterMs: 60_000 },
    });
    const first = supervisor.child("flaky");
    await until(() => supervisor.restarts("flaky") >= 1 && alive(supervisor.child("flaky")));
    expect(supervisor.child("flaky")?.pid).not.toBe(first?.pid);
    const exit = await until(() => logs.find((entry) => entry.level === "error"));
    expect(exit).toMatchObject({ process: "flaky", code: 3, signal: null, restart: 1, restartInMs: 100 });
    expect(exit.msg).toMatch(/^flaky exited with code 3 after 0\.\d s; restarting it in 0\.1 s$/);
    expect(exit.stderr).toEqual(["boom: out of coffee"]);
    await until(() => logs.find((entry) => entry.msg === "flaky restarted"));
  });

  it("restarts a child that aborts at its heap limit, and logs V8's reason", async () => {
    const hog = "const held = []; for (;;) held.push(new Array(100_000).fill(1));";
    const { supervisor, logs } = start([
      {
        name: "hog",
        start: () =>
          spawn(process.execPath, ["--max-old-space-size=16", "-e", hog], { stdio: ["ignore", "ignore", "pipe"] }),
      },
    ]);
    const exit = await until(() => logs.find((entry) => entry.level === "error"));
    expect(exit).toMatchObject({ process: "hog", code: null, signal: "SIGABRT", restart: 1 });
    expect((exit.stderr as string[]).join("\n")).toContain("Reached heap limit");
    await until(() => supervisor.restarts("hog") >= 1 && logs.some((entry) => entry.msg === "hog restarted"));
  });

  it("restarts a child killed with SIGKILL on its port with its environment, and leaves the others running", async () => {
    const [sitePort, lakePort] = [await freePort(), await freePort()];
    const { supervisor, logs } = start([
      { name: "site", start: () => node(SERVER, { PORT: String(sitePort), SERVICE_WORD: "site" }) },
      { name: "lake", start: () => node(SERVER, { PORT: String(lakePort), SERVICE_WORD: "lake" }) },
    ]);
    const site = supervisor.child("site") as ChildProcess;
    const lake = supervisor.child("lake") as ChildProcess;
    expect(await until(() => answer(sitePort))).toBe(`site ${site.pid}`);
    expect(await until(() => answer(lakePort))).toBe(`lake ${lake.pid}`);

    const killedAt = Date.now();
    site.kill("SIGKILL");
    const again = await until(async () => {
      const text = await answer(sitePort);
      return text && text !== `site ${site.pid}` ? text : undefined;
    });
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    // Same port, same environment, a new process.
    expect(again).toBe(`site ${supervisor.child("site")?.pid}`);
    expect(logs.find((entry) => entry.level === "error")).toMatchObject({
      process: "site",
      pid: site.pid,
      code: null,
      signal: "SIGKILL",
    });
    // The lake was not touched.
    expect(supervisor.child("lake")).toBe(lake);
    expect(alive(lake)).toBe(true);
    expect(await answer(lakePort)).toBe(`lake ${lake.pid}`);
    expect(supervisor.restarts("lake")).toBe(0);
  }, 20_000);

  it("waits longer before each restart of a child that keeps dying, and starts over once it stayed up", async () => {
    let lifeMs = 0;
    const { supervisor, logs } = start([{ name: "crashing", start: () => node(dies(lifeMs)) }], {
      backoff: { firstMs: 50, maxMs: 400, resetAfterMs: 700 },
    });
    const delays = () => logs.filter((entry) => entry.level === "error").map((entry) => entry.restartInMs);
    await until(() => delays().length >= 6);
    expect(delays().slice(0, 6)).toEqual([50, 100, 200, 400, 400, 400]);
    // The time between two starts follows the delays (a start takes some time of its own).
    const starts = logs.filter((entry) => entry.msg === "crashing restarted").length;
    expect(starts).toBeGreaterThanOrEqual(5);

    // A child that stays up longer than resetAfterMs is restarted after the first delay again.
    lifeMs = 900;
    const before = delays().length;
    await until(() => delays().length >= before + 3, 15_000);
    // The first of these is the last short-lived child (or the first long-lived one); those after
    // it each lived 900 ms > 700 ms.
    expect(delays().slice(before + 1, before + 3)).toEqual([50, 50]);
    expect(supervisor.restarts("crashing")).toBeGreaterThanOrEqual(before + 3);
  }, 30_000);

  it("stops every child on stop(), restarts none, and kills one that ignores SIGTERM", async () => {
    const stubborn = `process.on("SIGTERM", () => {}); setInterval(() => {}, 1000); console.error("up");`;
    const { supervisor, logs } = start(
      [
        { name: "polite", start: () => node("setInterval(() => {}, 1000)") },
        { name: "stubborn", start: () => node(stubborn) },
      ],
      { stopTimeoutMs: 500 },
    );
    const polite = supervisor.child("polite") as ChildProcess;
    const stubbornChild = supervisor.child("stubborn") as ChildProcess;
    // The stubborn child's handler is in place once it wrote its line.
    let up = false;
    stubbornChild.stderr?.on("data", () => {
      up = true;
    });
    await until(() => up);

    const stoppedAt = Date.now();
    await supervisor.stop("SIGTERM");
    expect(polite.signalCode).toBe("SIGTERM");
    expect(stubbornChild.signalCode).toBe("SIGKILL");
    expect(Date.now() - stoppedAt).toBeLessThan(3_000);
    await pause(300);
    expect(supervisor.restarts("polite") + supervisor.restarts("stubborn")).toBe(0);
    expect(logs).toEqual([]);
    expect(alive(supervisor.child("polite"))).toBe(false);
  });
});
