import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "@playwright/test";
import { inArray } from "drizzle-orm";
import { API_VERSION, LAKE_PROJECT_ID, lakeQueryUrl, ROOT } from "../../scripts/run/local-lake.ts";
import { startSiteUrl } from "../../scripts/run/start-builds.ts";
import { RESTART_BACKOFF } from "../../scripts/run/supervisor.ts";
import { openDatabase } from "../src/db/client";
import { submissions } from "../src/db/schema";
import { altchaKeysFrom } from "../src/forms/server/altcha";
import { solvedPayload, validFields } from "../src/forms/server/testing";

// Issue 40, crash-only processes: under the real `npm start` (scripts/run/start.mjs with its local
// lake, on ports of its own and throwaway data folders), the site is killed with SIGKILL (a) while
// visitors submit the message form and (b) right after an editor publishes. Its supervisor starts
// it again alone: the lake and its studio answer throughout, the site is back within 5 s, every
// submission answered 201 is in the database, and the published change is on the site once it is
// back. Ctrl-C's SIGTERM then stops both. It serves the build `npm test` made: start.mjs finds it in
// turbo's cache (scripts/run/start-builds.ts) and builds nothing.

const BASE = Number(process.env.E2E_PORT ?? 3100);
const PORT = BASE + 50;
const LAKE_PORT = BASE + 51;
const SITE = `http://localhost:${PORT}`;
const LAKE = `http://localhost:${LAKE_PORT}`;
const ALTCHA_KEY = "crash-e2e-altcha-key";
/** A story the editor changes: its English page shows the title. */
const STORY = { id: "news-300mm-polished-qualified-en", path: "/en/news/300mm-polished-qualified" };
const BACK_WITHIN_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The direct children of `pid` and their command lines (Linux /proc). */
function childrenOf(pid: number): { pid: number; command: string }[] {
  const children: { pid: number; command: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid …": comm may hold spaces and parentheses; ppid follows the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== pid) continue;
      children.push({
        pid: Number(entry),
        command: readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " "),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every site and lake process seen, to end them whatever happens. */
const seen = new Set<number>();

/** The supervisor's site and lake processes. */
function processes(start: ChildProcess) {
  const children = childrenOf(start.pid as number);
  const found = {
    // Next renames its process "next-server (v…)".
    site: children.find((child) => /next start|next-server/.test(child.command))?.pid,
    lake: children.find((child) => child.command.includes("lake/src/cli.ts"))?.pid,
  };
  for (const pid of Object.values(found)) if (pid) seen.add(pid);
  return found;
}

async function status(url: string, init: RequestInit = {}, timeoutMs = 3_000): Promise<number> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The status of a GET as text, or why it got none. */
async function probe(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `${(error as Error).name}${cause ? ` ${cause}` : ""}`;
  }
}

/**
 * Milliseconds from `since` until the site is back: ready for visitors (/api/ready, what a load
 * balancer asks: its database and the lake answer), then its home page rendered.
 */
async function backAfter(since: number): Promise<{ ready: number; home: number }> {
  while ((await status(`${SITE}/api/ready`, {}, 1_000)) !== 200) {
    if (Date.now() - since > 30_000) return { ready: Number.POSITIVE_INFINITY, home: Number.POSITIVE_INFINITY };
    await pause(100);
  }
  const ready = Date.now() - since;
  expect(await status(`${SITE}/`, {}, 20_000)).toBe(200);
  return { ready, home: Date.now() - since };
}

test("npm start restarts a killed site alone; the studio keeps answering and nothing acknowledged is lost", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "crash-e2e-"));
  const pglite = path.join(dir, "pglite");
  // The build's public origin (npm start's default), as every e2e server: the cached build matches it.
  const siteUrl = startSiteUrl();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    LAKE_PORT: String(LAKE_PORT),
    SITE_URL: siteUrl,
    LAKE_DATA_DIR: path.join(dir, "lake"),
    PGLITE_DIR: pglite,
    CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
    INBOX_ACCOUNTS: path.join(dir, "inbox-accounts"),
    ALTCHA_HMAC_KEY: ALTCHA_KEY,
    // Each visitor arrives from an address of its own, as behind nginx.
    TRUSTED_PROXY_HOPS: "1",
  };
  // As `npm start` on a fresh clone: the local lake, the embedded database, nothing of the runner's.
  for (const name of [
    "SANITY_PROJECT_ID",
    "CONTENT_SOURCE",
    "LAKE_HOST",
    "LAKE_PUBLIC_URL",
    "LAKE_EDITORS",
    "DATABASE_URL",
    "REDIS_URL",
    "NODE_OPTIONS",
  ])
    delete env[name];
  const start = spawn(process.execPath, [path.join(ROOT, "scripts", "run", "start.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Everything it wrote (for a failure's message), and its stdout alone: the JSON log lines.
  let output = "";
  let stdout = "";
  start.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  start.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => start.once("exit", (code) => resolve(code)));
  const supervisorLines = () =>
    stdout
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes('"service":"supervisor"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  // The studio and the lake's API, asked every 200 ms from start to end.
  const lakeFailures: string[] = [];
  let lakeChecks = 0;
  let watching = true;
  /** Set once npm start said both are ready: only checks begun after that count. */
  let ready = false;
  const watchLake = (async () => {
    while (watching) {
      const counts = ready;
      const asked = new Date();
      const [studio, ping] = await Promise.all([probe(`${LAKE}/`), probe(`${LAKE}/v1/ping`)]);
      if (counts) {
        lakeChecks += 1;
        if (studio !== "200" || ping !== "200")
          lakeFailures.push(
            `${asked.toISOString()}: studio ${studio}, ping ${ping} (${Date.now() - asked.getTime()} ms)`,
          );
      }
      await pause(200);
    }
  })();

  try {
    await expect
      .poll(() => output.includes("Site ready:") || start.exitCode !== null, { timeout: 120_000, intervals: [250] })
      .toBe(true);
    expect(start.exitCode, output.slice(-4000)).toBeNull();
    // The build `npm test` made, from turbo's cache: nothing was built.
    const plain = stripVTControlCharacters(output);
    expect(
      plain.match(/Cached:\s+\d+ cached, \d+ total/)?.[0],
      "start.mjs built instead of serving the cached build",
    ).toMatch(/Cached:\s+2 cached, 2 total/);
    const first = processes(start);
    expect(first.site).toBeTruthy();
    expect(first.lake).toBeTruthy();
    ready = true;

    // ---- (a) killed while visitors send the message form
    const keys = altchaKeysFrom(ALTCHA_KEY);
    const VISITORS = 60;
    const forms = await Promise.all(
      Array.from({ length: VISITORS }, async (_, i) => ({
        email: `crash-visitor-${i}@example.com`,
        address: `198.51.100.${i + 1}`,
        body: JSON.stringify({
          ...validFields("message", 7000 + i, i % 2 ? "en" : "zh"),
          email: `crash-visitor-${i}@example.com`,
          altcha: await solvedPayload(keys),
        }),
      })),
    );
    const acknowledged: string[] = [];
    /** When each 201 came. */
    const acknowledgedAt: number[] = [];
    const answers: number[] = [];
    let sent = 0;
    let killedA = 0;
    const visitor = async () => {
      while (sent < forms.length) {
        const form = forms[sent++] as (typeof forms)[number];
        const answer = await status(
          `${SITE}/api/forms/message`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": form.address },
            body: form.body,
          },
          20_000,
        );
        answers.push(answer);
        if (answer === 201) {
          acknowledged.push(form.email);
          acknowledgedAt.push(Date.now());
        }
        // Pull the plug once some are through: others are in flight.
        if (acknowledged.length >= 8 && !killedA) {
          killedA = Date.now();
          process.kill(first.site as number, "SIGKILL");
        }
        // A visitor whose request failed waits a moment before the next one tries.
        if (answer !== 201) await pause(1_000);
      }
    };
    const burst = Promise.all(Array.from({ length: 6 }, visitor));
    await expect.poll(() => killedA, { timeout: 60_000 }).toBeGreaterThan(0);
    const downForA = await backAfter(killedA);
    await burst;
    const afterA = processes(start);
    console.log(
      `(a) site killed after ${acknowledgedAt.filter((at) => at <= killedA).length} acknowledged; ready again ` +
        `${downForA.ready} ms after the kill, home page ${downForA.home} ms; ${acknowledged.length} acknowledged in all; ` +
        `answers: ${[...new Set(answers)].map((s) => `${s}×${answers.filter((a) => a === s).length}`).join(", ")}`,
    );
    expect(downForA.ready).toBeLessThan(BACK_WITHIN_MS);
    expect(afterA.site).toBeTruthy();
    expect(afterA.site).not.toBe(first.site);
    expect(afterA.lake).toBe(first.lake);
    // Some were cut off by the kill, and visitors were served again after the restart.
    expect(answers.filter((answer) => answer !== 201).length).toBeGreaterThan(0);
    expect(acknowledgedAt.filter((at) => at > killedA + downForA.ready).length).toBeGreaterThan(0);

    // ---- (b) killed right after an editor publishes (the lake's webhook to the site is in flight),
    // once the site has served long enough for its supervisor to restart it without delay again
    // (RESTART_BACKOFF.resetAfterMs): a new crash, not the same one going on.
    await pause(Math.max(0, killedA + downForA.ready + RESTART_BACKOFF.resetAfterMs + 500 - Date.now()));
    const title = `Crash-only ${Date.now()}`;
    const publish = fetch(`${LAKE}/v${API_VERSION}/data/mutate/production?returnIds=true`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mutations: [{ patch: { id: STORY.id, set: { title } } }] }),
    });
    await pause(20);
    const killedB = Date.now();
    process.kill(afterA.site as number, "SIGKILL");
    const published = await publish;
    expect(published.status, await published.clone().text()).toBe(200);
    const downForB = await backAfter(killedB);
    console.log(
      `(b) site killed during a publish; ready again ${downForB.ready} ms after, home page ${downForB.home} ms`,
    );
    expect(downForB.ready).toBeLessThan(BACK_WITHIN_MS);
    const afterB = processes(start);
    expect(afterB.site).not.toBe(afterA.site);
    expect(afterB.lake).toBe(first.lake);
    // The lake has it, and the site shows it once it is back (its first render after the start
    // reads the lake; a delivery the dead site missed is retried by the lake).
    const query = await fetch(lakeQueryUrl(LAKE, `*[_id == "${STORY.id}"][0].title`), {
      headers: { "x-sanity-project-id": LAKE_PROJECT_ID },
    });
    expect(((await query.json()) as { result: string }).result).toBe(title);
    await expect
      .poll(async () => (await (await fetch(`${SITE}${STORY.path}`)).text()).includes(title), { timeout: 15_000 })
      .toBe(true);

    // ---- the supervisor said why, and restarted the site alone
    const lines = supervisorLines();
    console.log(lines.map((line) => JSON.stringify(line)).join("\n"));
    const exits = lines.filter((line) => line.level === "error");
    expect(exits).toHaveLength(2);
    for (const exit of exits) expect(exit).toMatchObject({ process: "site", signal: "SIGKILL", code: null });
    expect(exits.map((exit) => exit.restart)).toEqual([1, 2]);
    expect(exits.map((exit) => exit.restartInMs)).toEqual([RESTART_BACKOFF.firstMs, RESTART_BACKOFF.firstMs]);
    expect(lines.filter((line) => line.msg === "site restarted")).toHaveLength(2);
    expect(lines.some((line) => line.process === "lake")).toBe(false);

    // ---- the studio answered throughout
    watching = false;
    await watchLake;
    expect(lakeChecks).toBeGreaterThan(20);
    expect(lakeFailures).toEqual([]);

    // ---- SIGTERM (as Ctrl-C) stops both, and nothing restarts them
    const last = processes(start);
    start.kill("SIGTERM");
    expect(await Promise.race([exited, pause(30_000).then(() => "still running")])).toBe(143);
    expect(isAlive(last.site as number)).toBe(false);
    expect(isAlive(last.lake as number)).toBe(false);

    // ---- every acknowledged submission is in the database
    const database = await openDatabase({ dataDir: pglite });
    try {
      const stored = await database.db
        .select({ email: submissions.email })
        .from(submissions)
        .where(inArray(submissions.email, acknowledged));
      const emails = new Set(stored.map((row) => row.email));
      expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    watching = false;
    await watchLake;
    if (start.exitCode === null && start.signalCode === null) {
      start.kill("SIGTERM");
      await Promise.race([exited, pause(30_000)]);
    }
    if (start.exitCode === null && start.signalCode === null) start.kill("SIGKILL");
    for (const pid of seen) if (isAlive(pid)) process.kill(pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
