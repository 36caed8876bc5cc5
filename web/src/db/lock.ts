import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { config } from "../config/env.ts";

// One process at a time on an embedded database (issue 29, item 1).
//
// PGlite is PostgreSQL inside one process: it has no shared memory with another process and no
// postmaster lock of its own. A second process opening the same folder (`pnpm submissions list`
// while the site ran) and closing it wrote its own view of the cluster's control files; the
// server's later, acknowledged writes were gone after its next restart. So whoever opens the
// folder first writes `<folder>.lock` with its pid; another process finds the lock held by a live
// process and is refused with a message that says what to do. A lock left by a process that died
// (SIGKILL, power loss) names a pid that no longer runs, and is taken over.
//
// The lock also tells operator commands how to reach the server that holds it: its port and a
// random token for the local operator endpoint (runtime/endpoint.ts). The file is readable by
// the owner only, like the database folder beside it.

export interface LockHolder {
  pid: number;
  /** The HTTP port of the site holding the database, when the holder is a server. */
  port?: number;
  /** Bearer token of the holder's operator endpoint. */
  token: string;
  since: string;
}

export class DatabaseLockedError extends Error {
  readonly dataDir: string;
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `The embedded database ${dataDir} is in use by process ${holder.pid}` +
        `${holder.port ? ` (the site on port ${holder.port})` : ""}. PGlite is one process's database: ` +
        "a second process opening it would lose the server's writes. Use the running site " +
        "(`pnpm submissions` talks to it by itself, or use the inbox at /inbox), or stop it first.",
    );
    this.name = "DatabaseLockedError";
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/\/+$/, "")}.lock`;

/** Whether a process with this pid runs (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export const readLock = (dataDir: string): LockHolder | null => readLockFile(lockFileOf(dataDir));

function readLockFile(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
    return typeof holder?.pid === "number" ? holder : null;
  } catch {
    return null;
  }
}

/** The live process holding the folder, or null when it is free (or its holder died). */
export function liveHolder(dataDir: string): LockHolder | null {
  const holder = readLock(dataDir);
  return holder && isAlive(holder.pid) ? holder : null;
}

export interface HeldLock {
  holder: LockHolder;
  release(): void;
}

/** Takes the folder's lock for this process, or throws DatabaseLockedError. */
export function acquireLock(dataDir: string): HeldLock {
  const file = lockFileOf(dataDir);
  const port = config().PORT;
  const holder: LockHolder = {
    pid: process.pid,
    ...(port ? { port } : {}),
    token: randomBytes(32).toString("base64url"),
    since: new Date().toISOString(),
  };
  // Written whole under a private name, then linked into place: link() fails when the lock exists
  // (exactly one process wins), and nobody ever reads a half-written lock.
  const draft = `${file}.${process.pid}.${holder.token.slice(0, 8)}`;
  writeFileSync(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 5) throw error;
      }
      const existing = readLock(dataDir);
      if (existing && isAlive(existing.pid)) throw new DatabaseLockedError(dataDir, existing);
      // The holder died: move its file aside atomically, so that of two processes taking over only
      // one removes it, then try again.
      const aside = `${file}.stale-${process.pid}-${attempt}`;
      try {
        renameSync(file, aside);
      } catch {
        continue; // someone else moved it first
      }
      const moved = readLockFile(aside);
      if (existing && moved && moved.token !== existing.token && isAlive(moved.pid)) {
        // Another process took the stale lock over between our read and our move: give it back.
        linkSync(aside, file);
        rmSync(aside, { force: true });
        throw new DatabaseLockedError(dataDir, moved);
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only our own lock: after a takeover the file may be another process's.
    if (readLock(dataDir)?.token === holder.token) {
      try {
        unlinkSync(file);
      } catch {
        // gone already
      }
    }
  };
  // A server stopped with SIGTERM exits through process.exit: the lock goes with it. After a
  // SIGKILL the pid check above frees it.
  process.on("exit", release);
  return { holder, release };
}
