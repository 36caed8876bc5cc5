import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { API_VERSION, ROOT, type RunningLake, siteEnvForLake, startLakeProcess } from "../../scripts/run/local-lake.ts";
import { type NextServer, startNextServer } from "../../scripts/test-support/next-server.ts";

// Issue 34, item 5: a backup taken while the site and the lake take writes restores every change and
// every submission that was acknowledged before it began. 10 writers change the lake (documents and
// uploaded files), 20 visitors apply for a job with a resume each time; `pnpm backup` runs in the
// middle of it; `pnpm restore` fills a fresh folder; the lake and the site start on that folder, and
// the site itself (`pnpm submissions export`, through its operator endpoint) hands back every
// acknowledged application with its resume's exact bytes.

const BASE = Number(process.env.E2E_PORT ?? 3100);
const SITE_PORT = BASE + 36;
const LAKE_PORT = BASE + 37;
const SITE = `http://localhost:${SITE_PORT}`;
const WRITERS = 10;
const VISITORS = 20;
const APPLICATIONS_PER_VISITOR = 3;
const JOB = "epitaxy-process-engineer";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a repository script as an operator would; its exit status and output. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", timeout: 180_000, killSignal: "SIGKILL" },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

/** A small well-formed PDF whose comment line makes its bytes unique. */
const resume = (label: string) =>
  Buffer.from(
    [
      "%PDF-1.4",
      `% ${label} ${randomBytes(8).toString("hex")}`,
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
      "trailer << /Root 1 0 R /Size 4 >>",
      "%%EOF",
      "",
    ].join("\n"),
  );

/** Every folder and file under `dir`, with its permission bits. */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: statSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(full));
    else out.push({ path: full, dir: false, mode: statSync(full).mode & 0o777 });
  }
  return out;
}

test("a backup taken under writes restores every acknowledged change and submission", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-e2e-"));
  const live = { lake: path.join(dir, "live", "lake"), pglite: path.join(dir, "live", "pglite") };
  const restored = path.join(dir, "restored");
  const secret = randomBytes(24).toString("base64url");
  const siteEnv = (lakeOrigin: string, pglite: string) => ({
    ...siteEnvForLake(lakeOrigin, secret),
    PGLITE_DIR: pglite,
    // The database lock names the port: `pnpm backup` and `pnpm submissions` find the site by it.
    PORT: String(SITE_PORT),
    // Each visitor comes from its own address, as behind nginx.
    TRUSTED_PROXY_HOPS: "1",
    CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
    INBOX_ACCOUNTS: path.join(dir, "inbox-accounts"),
  });
  let lake: RunningLake | undefined;
  let site: NextServer | undefined;
  try {
    lake = await startLakeProcess({
      port: LAKE_PORT,
      dataDir: live.lake,
      webhook: { url: `${SITE}/api/revalidate`, secret },
      stdio: "ignore",
    });
    site = await startNextServer(SITE_PORT, siteEnv(lake.origin, live.pglite));
    const api = `${lake.origin}/v${API_VERSION}`;

    // ---- the load: what was acknowledged, and when
    let stop = false;
    /** Highest counter the lake acknowledged per probe document. */
    const probes = new Map<string, number>();
    /** Uploaded files the lake acknowledged: their address and bytes. */
    const files = new Map<string, Buffer>();
    /** Applications the site answered 201: e-mail → resume file name and bytes. */
    const applications = new Map<string, { name: string; bytes: Buffer }>();
    const failures: string[] = [];

    const writer = async (i: number) => {
      const id = `backup-probe-${i}`;
      for (let n = 1; !stop; n++) {
        if (n % 4 === 0) {
          const bytes = Buffer.from(`writer ${i} upload ${n} ${randomBytes(6).toString("hex")}\n`);
          const response = await fetch(`${api}/assets/files/production?filename=note-${i}-${n}.txt`, {
            method: "POST",
            body: bytes,
          });
          if (!response.ok) failures.push(`upload ${i}/${n}: ${response.status}`);
          else files.set(((await response.json()) as { document: { path: string } }).document.path, bytes);
        } else {
          const response = await fetch(`${api}/data/mutate/production`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ mutations: [{ createOrReplace: { _id: id, _type: "backupProbe", n } }] }),
          });
          if (!response.ok) failures.push(`mutate ${i}/${n}: ${response.status}`);
          else probes.set(id, n);
        }
        await pause(20);
      }
    };

    const visitor = async (v: number) => {
      const address = `198.51.100.${v + 1}`;
      for (let k = 0; k < APPLICATIONS_PER_VISITOR && !stop; k++) {
        const challenge = await (
          await fetch(`${SITE}/api/altcha/challenge`, { headers: { "x-forwarded-for": address } })
        ).json();
        const solution = await solveChallenge({ challenge, deriveKey });
        const email = `applicant-${v}-${k}@example.com`;
        const file = { name: `resume-${v}-${k}.pdf`, bytes: resume(`visitor ${v} application ${k}`) };
        const form = new FormData();
        const fields = {
          locale: "zh",
          consent: "true",
          name: `申请人 ${v}-${k}`,
          contactPhone: "13800138000",
          contactEmail: email,
          position: JOB,
          selfDescription: "五年外延工艺经验。",
          altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
        };
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        form.append("resume", new Blob([file.bytes], { type: "application/pdf" }), file.name);
        const send = () =>
          fetch(`${SITE}/api/forms/application`, {
            method: "POST",
            body: form,
            headers: { "x-forwarded-for": address },
          });
        let response = await send();
        // Twenty visitors at once fill the line of resume checks (two running, four waiting; issue
        // 40): the rest are told "busy" with Retry-After and nothing is stored or spent, so the
        // visitor sends the same form again, as the form page asks.
        while (response.status === 503 && response.headers.has("retry-after") && !stop) {
          await response.arrayBuffer();
          await pause(500);
          response = await send();
        }
        if (response.status === 201) applications.set(email, file);
        else if (!(response.status === 503 && stop))
          failures.push(`application ${v}/${k}: ${response.status} ${await response.text()}`);
      }
    };

    const load = [
      ...Array.from({ length: WRITERS }, (_, i) => writer(i)),
      ...Array.from({ length: VISITORS }, (_, v) => visitor(v)),
    ];
    // Back up once the load is well under way.
    await expect
      .poll(() => applications.size >= 10 && probes.size === WRITERS && files.size >= WRITERS, { timeout: 180_000 })
      .toBe(true);
    const before = {
      probes: new Map(probes),
      files: new Map(files),
      applications: new Map(applications),
    };
    const backup = await run("scripts/ops/backup.mjs", ["--out", path.join(dir, "backups")], {
      LAKE_DATA_DIR: live.lake,
      PGLITE_DIR: live.pglite,
      INBOX_ACCOUNTS: path.join(dir, "inbox-accounts"),
    });
    const duringBackup = applications.size - before.applications.size;
    stop = true;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    // The embedded database is the running site's: the dump came through its operator endpoint.
    expect(backup.stdout).toContain(`through the site on port ${SITE_PORT}`);
    console.log(
      `backed up with ${before.applications.size} applications and ${before.probes.size} probes acknowledged before, ` +
        `${duringBackup} applications acknowledged during the backup; ` +
        (backup.stdout.split("\n").find((line) => line.startsWith("backup written")) ?? ""),
    );

    // ---- the archive: owner-only
    const archives = readdirSync(path.join(dir, "backups")).filter((name) => name.endsWith(".tar.gz"));
    expect(archives).toHaveLength(1);
    const archive = path.join(dir, "backups", archives[0] as string);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, "backups")).mode & 0o777).toBe(0o700);
    expect(readFileSync(path.join(dir, "backups", "backup.prom"), "utf8")).toMatch(
      /^wafer_backup_last_success_timestamp_seconds \d{10}$/m,
    );

    // ---- restore into a fresh folder; a second restore into it is refused
    await site.stop();
    site = undefined;
    await lake.stop();
    lake = undefined;
    const restore = await run("scripts/ops/restore.mjs", [archive, "--into", restored], {});
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    const again = await run("scripts/ops/restore.mjs", [archive, "--into", restored], {});
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already holds data");
    expect(again.stderr).toContain("已有数据");
    for (const folder of [restored, path.join(restored, "lake"), path.join(restored, "pglite")]) {
      const wrong = modes(folder).filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600));
      expect(wrong, `owner-only under ${folder}`).toEqual([]);
    }

    // ---- the site and the lake on the restored folder
    lake = await startLakeProcess({
      port: LAKE_PORT,
      dataDir: path.join(restored, "lake"),
      webhook: { url: `${SITE}/api/revalidate`, secret },
      stdio: "ignore",
    });
    site = await startNextServer(SITE_PORT, siteEnv(lake.origin, path.join(restored, "pglite")));
    // A page read from the restored lake: the job the visitors applied for.
    expect((await fetch(`${SITE}/en/jobs/${JOB}`)).status).toBe(200);

    const query = encodeURIComponent(`*[_type == "backupProbe"]{_id, n}`);
    const { result } = (await (await fetch(`${api}/data/query/production?query=${query}`)).json()) as {
      result: { _id: string; n: number }[];
    };
    const restoredProbes = new Map(result.map((doc) => [doc._id, doc.n]));
    for (const [id, n] of before.probes) {
      // Every change acknowledged before the backup began, and nothing the lake never had.
      expect(restoredProbes.get(id), id).toBeGreaterThanOrEqual(n);
      expect(restoredProbes.get(id), id).toBeLessThanOrEqual(probes.get(id) as number);
    }
    for (const [assetPath, bytes] of before.files) {
      const response = await fetch(`${lake.origin}/${assetPath}`);
      expect(response.status, assetPath).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes), assetPath).toBe(true);
    }

    // The restored site exports its submissions (it holds the database: the command goes through it).
    const out = path.join(dir, "export");
    const exported = await run("scripts/ops/submissions.mjs", ["export", "--type", "application", "--out", out], {
      PGLITE_DIR: path.join(restored, "pglite"),
    });
    expect(exported.status).toBe(0);
    expect(exported.stderr).toContain(`the site on port ${SITE_PORT}`);
    const csv = readFileSync(path.join(out, "submissions.csv"), "utf8");
    const exportedFiles = new Map<string, Buffer>();
    for (const folder of readdirSync(path.join(out, "attachments")))
      for (const name of readdirSync(path.join(out, "attachments", folder)))
        exportedFiles.set(name, readFileSync(path.join(out, "attachments", folder, name)));
    for (const [email, file] of before.applications) {
      expect(csv, email).toContain(email);
      expect(exportedFiles.get(file.name)?.equals(file.bytes), file.name).toBe(true);
    }
    // Whatever else came back is whole: each restored application with its own resume, nothing
    // that was never acknowledged.
    const rows = csv.split("\r\n").filter((line) => line.includes("applicant-"));
    expect(exportedFiles.size).toBe(rows.length);
    for (const [name, bytes] of exportedFiles) {
      const sent = [...applications.values()].find((file) => file.name === name);
      expect(sent?.bytes.equals(bytes), name).toBe(true);
    }
  } finally {
    await site?.stop();
    await lake?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
