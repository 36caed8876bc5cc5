import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { acquireLock, DatabaseLockedError, lockFileOf, readLock } from "./lock";

// Issue 29: the embedded database is opened by one process at a time, and holds personal data
// readable by its owner only.

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wafer-lock-"));
  scratch.push(dir);
  return path.join(dir, "pglite");
}

/** Another process holding the lock of `dataDir` until it is killed. */
function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { acquireLock } = await import(${JSON.stringify(path.resolve("web/src/db/lock.ts"))});
    acquireLock(${JSON.stringify(dataDir)});
    console.log("held");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve(child));
    child.on("exit", (code) => reject(new Error(`holder exited ${code}`)));
  });
}

describe("the embedded database's lock", () => {
  it("refuses a second process while the first holds it, with a message that says what to do", async () => {
    const dataDir = scratchDir();
    const holder = await holderProcess(dataDir);
    try {
      const refusal = await openDatabase({ dataDir }).then(
        (database) => database.close().then(() => null),
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DatabaseLockedError);
      expect((refusal as Error).message).toContain(`in use by process ${holder.pid}`);
      expect((refusal as Error).message).toContain("pnpm submissions");
      expect(readLock(dataDir)?.pid).toBe(holder.pid); // the refused process left the lock alone
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    // The holder died without releasing: its lock names a pid that no longer runs, and is taken over.
    const database = await openDatabase({ dataDir });
    expect(readLock(dataDir)?.pid).toBe(process.pid);
    await database.close();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 60_000);

  it("is refused to the same process too while held, and free again once released", () => {
    const dataDir = scratchDir();
    const lock = acquireLock(dataDir);
    expect(() => acquireLock(dataDir)).toThrow(DatabaseLockedError);
    lock.release();
    acquireLock(dataDir).release();
  });

  it("takes over a lock whose file is garbage", () => {
    const dataDir = scratchDir();
    writeFileSync(lockFileOf(dataDir), "not json");
    const lock = acquireLock(dataDir);
    expect(readLock(dataDir)?.pid).toBe(process.pid);
    lock.release();
  });
});

describe("the embedded database's files", () => {
  it("are owner-only: folders 0700, files 0600, the lock 0600, even when created loosely before", async () => {
    const dataDir = scratchDir();
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table personal (resume bytea)`);
    await database.db.execute(sql`insert into personal values ('\\x255044462d')`);
    expect(statSync(lockFileOf(dataDir)).mode & 0o777).toBe(0o600);
    await database.close();
    const loose = path.join(dataDir, "left-by-an-older-version");
    writeFileSync(loose, "x", { mode: 0o666 });
    const modes = new Map<string, number>();
    const walk = (dir: string) => {
      modes.set(dir, statSync(dir).mode & 0o777);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else modes.set(full, statSync(full).mode & 0o777);
      }
    };
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
    walk(dataDir);
    expect(modes.size).toBeGreaterThan(100); // a real PostgreSQL cluster, not an empty folder
    const open = [...modes].filter(([file, mode]) => (statSync(file).isDirectory() ? mode !== 0o700 : mode !== 0o600));
    expect(open.map(([file, mode]) => `${mode.toString(8)} ${file}`)).toEqual([]);
  }, 60_000);
});
