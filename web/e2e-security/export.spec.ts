import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { get } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { openDatabase } from "../src/db/client";
import { attachments, submissions } from "../src/db/schema";
import { LARGE_RESUME_BYTES, largeResume } from "../src/testing/large-resumes";
import { BASE, type Server, startServer, throwawayState, WEB } from "./server";

// Issue 40, row 7: 20 stored applications with 9.9 MB resumes, then HR exports them. The export
// built the whole archive in memory (zipSync): +725 MB and the event loop blocked 3.6 s. Now it
// streams: the server's memory stays flat and an honest request answers while the ZIP downloads.

test.describe.configure({ mode: "serial" });

const APPLICATIONS = 20;
/**
 * Growth of the server's RSS allowed during the export, below the archive's own 198 MB: the
 * whole-archive export took 725 MB (873–978 MB here). Streamed: 44–122 MB measured, the garbage of
 * 198 MB passing through before the collector runs; it does not climb with the archive (the RSS at
 * each tenth is printed), and a client that stops reading holds it at a few MB (second test).
 */
const RSS_GROWTH_LIMIT = 150 * 1024 * 1024;
/**
 * The longest an honest request may wait during the export. The whole-archive export blocked the
 * event loop 3.6 s in one piece on an idle server (longer on a busy one: zipSync is CPU work); a
 * streamed one yields between pieces of 256 KB, so a request waits for one piece and one slice
 * read: measured 0.1–0.9 s at worst with six test runs sharing two cores (median 8–80 ms). 2 s
 * keeps that load from failing the test and still fails the whole-archive export (19.6 s here).
 */
const HONEST_LATENCY_LIMIT_MS = 2000;

const state = throwawayState();
const PASSWORD = randomBytes(12).toString("base64url");
const digests = new Map<string, string>(); // resumes/<id>/<file> → SHA-256
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const accounts = path.join(state.dir, "accounts");
  execFileSync(process.execPath, [path.join(WEB, "..", "scripts", "ops", "inbox-account.mjs"), "hana", "hr"], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, INBOX_ACCOUNTS: accounts },
  });
  // Stored as the form stores them (the same tables), before the server holds the database.
  const database = await openDatabase({ dataDir: state.env.PGLITE_DIR as string });
  try {
    for (let n = 0; n < APPLICATIONS; n++) {
      const [row] = await database.db
        .insert(submissions)
        .values({
          formType: "application",
          locale: "zh",
          email: `large${n}@example.com`,
          fields: { name: `申请人 ${n}`, position: "epitaxy-process-engineer", contactPhone: "+86 138 0013 8000" },
          ip: "198.51.100.7",
          ackTokenHash: `large-resume-${n}-${randomBytes(8).toString("hex")}`,
        })
        .returning({ id: submissions.id });
      const { data, sha256 } = largeResume();
      const fileName = `cv-${n}.pdf`;
      await database.db
        .insert(attachments)
        .values({ submissionId: row?.id as string, fileName, contentType: "application/pdf", size: data.length, data });
      digests.set(`resumes/${row?.id}/${fileName}`, sha256);
    }
  } finally {
    await database.close();
  }
  server = await startServer({ ...state.env, INBOX_ACCOUNTS: accounts });
});
test.afterAll(async () => {
  await server?.stop();
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One GET on a connection of its own (as a new visitor's): no idle keep-alive socket of an earlier
 * probe can be closed under it by the server, which would be our test's failure, not the site's.
 */
function honestRequest(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${BASE}${target}`, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error("no answer in 30 s")));
    request.on("error", reject);
  });
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/inbox/action`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: BASE },
    body: new URLSearchParams({ action: "sign-in", lang: "zh", account: "hana", password: PASSWORD }),
  });
  expect(response.status).toBe(303);
  const cookie = /inbox_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  expect(cookie).toBeTruthy();
  return cookie as string;
}

test("HR exports 20 applications with 9.9 MB resumes: a complete ZIP, flat memory, the site answers meanwhile", async () => {
  test.setTimeout(300_000);
  const cookie = await signIn();
  // Warm: the route's code loaded, the inbox tables made, and one resume through the same path
  // (the database's and V8's first growth to their working size is paid once, not per export).
  const warm = await fetch(`${BASE}/inbox/export?form=application&q=large0%40example.com`, { headers: { cookie } });
  expect(warm.status).toBe(200);
  expect(Object.keys(unzipSync(new Uint8Array(await warm.arrayBuffer())))).toHaveLength(2);
  for (let i = 0; i < 3; i++) expect(await honestRequest("/api/health")).toBe(200);

  const before = server.rss();
  let peak = before;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const rss = server.rss();
    samples.push(rss);
    peak = Math.max(peak, rss);
  }, 50);
  let exporting = true;
  const started = Date.now();
  const download = (async () => {
    try {
      const response = await fetch(`${BASE}/inbox/export?form=application`, {
        headers: { cookie },
        signal: AbortSignal.timeout(150_000),
      });
      return { response, body: new Uint8Array(await response.arrayBuffer()), ms: Date.now() - started };
    } catch (error) {
      return { error: String((error as Error).cause ?? error), ms: Date.now() - started };
    } finally {
      exporting = false;
    }
  })();
  // Honest requests one after the other for as long as the export runs.
  const latencies: number[] = [];
  const statuses = new Set<number | string>();
  while (exporting) {
    const sent = Date.now();
    try {
      statuses.add(await honestRequest("/api/health"));
    } catch (error) {
      statuses.add(String((error as Error).cause ?? error));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (exporting) latencies.push(Date.now() - sent);
  }
  const outcome = await download;
  clearInterval(sampler);

  const growth = peak - before;
  const sorted = [...latencies].sort((a, b) => a - b);
  const max = sorted[sorted.length - 1] ?? 0;
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  let alive = true;
  try {
    process.kill(server.pid, 0);
  } catch {
    alive = false;
  }
  console.log(
    `export of ${APPLICATIONS} × ${mb(LARGE_RESUME_BYTES)}: ${outcome.body ? mb(outcome.body.length) : outcome.error} in ${outcome.ms} ms; ` +
      `RSS before ${mb(before)}, peak ${mb(peak)}, growth ${mb(growth)}; ` +
      `/api/health during it: ${latencies.length} answers (${[...statuses].join(", ")}), median ${median} ms, max ${max} ms; ` +
      `server ${alive ? "alive" : "gone"}`,
  );
  // Flat, not climbing with the archive: the RSS at each tenth of the download.
  console.log(
    `RSS over the export: ${Array.from({ length: 10 }, (_, i) => mb(samples[Math.floor(((i + 1) * samples.length) / 10) - 1] ?? 0)).join(", ")}`,
  );

  expect(outcome.error).toBeUndefined();
  expect(alive).toBe(true);
  expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
  // The site kept answering while the archive went out, and no answer waited long.
  expect(latencies.length).toBeGreaterThan(0);
  expect(max).toBeLessThan(HONEST_LATENCY_LIMIT_MS);
  expect([...statuses]).toEqual([200]);

  const { response, body } = outcome as { response: Response; body: Uint8Array };
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="applications-all-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const files = unzipSync(body);
  expect(Object.keys(files).sort()).toEqual(["applications.csv", ...digests.keys()].sort());
  for (const [name, sha256] of digests) {
    const data = files[name] as Uint8Array;
    expect(data.length, name).toBe(LARGE_RESUME_BYTES);
    expect(createHash("sha256").update(data).digest("hex"), name).toBe(sha256);
  }
  const csv = new TextDecoder().decode(files["applications.csv"]);
  expect(csv.split("\r\n").filter((line) => line.includes("@example.com"))).toHaveLength(APPLICATIONS);
});

test("a client that stops reading holds the export where it is; one that goes away ends it", async () => {
  test.setTimeout(120_000);
  const cookie = await signIn();
  const before = server.rss();
  let received = 0;
  const request = get(`${BASE}/inbox/export?form=application`, { agent: false, headers: { cookie } });
  const response = await new Promise<import("node:http").IncomingMessage>((resolve, reject) => {
    request.on("response", resolve);
    request.on("error", reject);
  });
  expect(response.statusCode).toBe(200);
  // Read 10 MB of the 198 MB archive, then stop reading for 5 s.
  await new Promise<void>((resolve) => {
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received >= 10 * 1024 * 1024) {
        response.pause();
        resolve();
      }
    });
  });
  let peak = server.rss();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    peak = Math.max(peak, server.rss());
  }
  const stalled = received;
  // Gone without a word: the server stops reading the database and keeps answering others.
  request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = server.rss();
  expect(await honestRequest("/api/health")).toBe(200);
  console.log(
    `stalled client: read ${mb(stalled)}, RSS before ${mb(before)}, peak while stalled ${mb(peak)} (+${mb(peak - before)}), ` +
      `1 s after it went away ${mb(after)}`,
  );
  // Pulled by the client: without backpressure the rest of the archive (188 MB) would wait in memory.
  expect(peak - before).toBeLessThan(RSS_GROWTH_LIMIT / 2);
});
