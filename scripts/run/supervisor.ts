// `npm start`'s supervisor: keeps the site and the local lake running, each on its own (issue 40,
// crash-only processes; /work design: "a process that dies is restarted alone").
//
// - A child that exits without being asked (a crash, `kill -9`, the heap limit) is started again
//   by its own `start()`: the same command, environment and port. The others keep running.
// - Restarts back off: 0.5 s, 1 s, 2 s, 4 s, then every 8 s while it keeps dying; once it has stayed
//   up 10 s (started, served: the site is ready in 1–3 s) the next crash is restarted after 0.5 s
//   again. A crash is thus restarted well within the 5 s a visitor or an editor may wait, and a
//   process that cannot start is not run in a busy loop.
// - Each exit is logged as a JSON line on stdout, as the site and the lake log (web/src/ops/log.ts):
//   which process, its exit code or signal, how long it had run, when it restarts, and the last
//   lines it wrote on stderr (V8's "Reached heap limit", an uncaught error's stack).
// - stop() (Ctrl-C, SIGTERM) stops them all: no restart after it, SIGKILL after `stopTimeoutMs`.
import type { ChildProcess } from "node:child_process";
import { constants } from "node:os";
import { createInterface } from "node:readline";

/** Delays between restarts of one process: doubled from `firstMs` up to `maxMs`, reset after `resetAfterMs` up. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 8_000, resetAfterMs: 10_000 };

// What is kept of a child's stderr for the exit's log line: enough for V8's fatal-error report or
// a stack (its last lines), bounded whatever the child writes.
const STDERR_TAIL_LINES = 12;
const STDERR_LINE_CHARS = 300;
/**
 * The frames of a native stack trace (" 12: 0x1141914  [node]"), which follow V8's "FATAL ERROR:
 * Reached heap limit" by the dozen: passed on, but not kept (nor blank lines), so that the tail
 * keeps the reason.
 */
const NATIVE_FRAME = /^\s*\d+: 0x[0-9a-f]+\b/;

export interface Service {
  /** How the logs name it ("site", "lake"). */
  name: string;
  /**
   * Spawns it; called again for every restart (same command, environment and port). A child with
   * a piped stderr has it passed on and its last lines kept.
   */
  start: () => ChildProcess;
  /** Already running (the caller started it and waited for it). */
  child?: ChildProcess;
  /** Which stderr lines to pass on (default: all). */
  passLine?: (line: string) => boolean;
}

export type LogEntry = { level: "info" | "warn" | "error"; msg: string } & Record<string, unknown>;

export interface SupervisorOptions {
  backoff?: Partial<typeof RESTART_BACKOFF>;
  /** SIGKILL a child still running this long after stop(). */
  stopTimeoutMs?: number;
  /** Default: a JSON line on stdout. */
  log?: (entry: LogEntry) => void;
  /** Where children's stderr lines go (default process.stderr). */
  stderr?: { write(text: string): unknown };
}

export interface Supervisor {
  /** Starts one more service (or adopts its running child) and supervises it too. */
  add(service: Service): void;
  /** Stops every child with `signal` (SIGKILL after stopTimeoutMs); no restart after this. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The running child of a service (a new one after each restart). */
  child(name: string): ChildProcess | undefined;
  /** How many times a service has been restarted. */
  restarts(name: string): number;
}

interface State {
  service: Service;
  child: ChildProcess | undefined;
  startedAt: number;
  /** Restarts in a row without `resetAfterMs` of uptime between them: the back-off's exponent. */
  failures: number;
  restarts: number;
  tail: string[];
  timer: NodeJS.Timeout | undefined;
  exited: Promise<void>;
}

/** A log entry as the site's and the lake's pino lines are written (level, time, service, msg). */
export function logLine({ level, msg, ...fields }: LogEntry): string {
  return JSON.stringify({ level, time: new Date().toISOString(), service: "supervisor", ...fields, msg });
}

/** "SIGKILL" or "code 1": how a process ended, for a sentence. */
const howItEnded = (code: number | null, signal: string | null) =>
  signal ? `killed by ${signal}` : `exited with code ${code}`;

/** Runs these services until stop(); restarts each one that exits, alone. */
export function supervise(services: Service[], options: SupervisorOptions = {}): Supervisor {
  const backoff = { ...RESTART_BACKOFF, ...options.backoff };
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const log = options.log ?? ((entry) => process.stdout.write(`${logLine(entry)}\n`));
  const stderr = options.stderr ?? process.stderr;
  let stopping = false;

  const states: State[] = [];
  function add(service: Service) {
    if (stopping) return;
    const state: State = {
      service,
      child: undefined,
      startedAt: 0,
      failures: 0,
      restarts: 0,
      tail: [],
      timer: undefined,
      exited: Promise.resolve(),
    };
    states.push(state);
    adopt(state, service.child ?? service.start());
  }
  for (const service of services) add(service);

  /** Watches a running child: its stderr, and its end. */
  function adopt(state: State, child: ChildProcess) {
    state.child = child;
    state.startedAt = Date.now();
    state.tail = [];
    if (child.stderr) {
      createInterface({ input: child.stderr }).on("line", (line) => {
        if (!(state.service.passLine?.(line) ?? true)) return;
        stderr.write(`${line}\n`);
        if (NATIVE_FRAME.test(line) || line.trim() === "") return;
        state.tail.push(line.slice(0, STDERR_LINE_CHARS));
        if (state.tail.length > STDERR_TAIL_LINES) state.tail.shift();
      });
    }
    state.exited = new Promise((resolve) => {
      let ended = false;
      const end = (code: number | null, signal: string | null, error?: Error) => {
        if (ended) return;
        ended = true;
        resolve();
        if (!stopping) scheduleRestart(state, code, signal, error);
      };
      child.once("exit", (code, signal) => end(code, signal));
      // A child that could not be spawned at all (EAGAIN, ENOMEM) emits only "error".
      child.once("error", (error) => {
        if (child.pid === undefined) end(null, null, error);
      });
    });
  }

  function scheduleRestart(state: State, code: number | null, signal: string | null, error?: Error) {
    const { name } = state.service;
    const upMs = Date.now() - state.startedAt;
    if (upMs >= backoff.resetAfterMs) state.failures = 0;
    const delayMs = Math.min(backoff.firstMs * 2 ** state.failures, backoff.maxMs);
    state.failures += 1;
    state.restarts += 1;
    // Let a pipe's last lines arrive before they are logged (the exit can come first).
    setImmediate(() => {
      const ended = error ? `could not be started (${error.message})` : howItEnded(code, signal);
      log({
        level: code === 0 && !signal && !error ? "warn" : "error",
        msg: `${name} ${ended} after ${(upMs / 1000).toFixed(1)} s; restarting it in ${(delayMs / 1000).toFixed(1)} s`,
        process: name,
        pid: state.child?.pid,
        code,
        signal,
        upSeconds: Math.round(upMs / 100) / 10,
        restart: state.restarts,
        restartInMs: delayMs,
        ...(state.tail.length > 0 ? { stderr: state.tail } : {}),
      });
    });
    state.timer = setTimeout(() => {
      state.timer = undefined;
      if (stopping) return;
      let child: ChildProcess;
      try {
        child = state.service.start();
      } catch (startError) {
        // Not spawned: counts as one more failure, tried again after a longer pause.
        state.startedAt = Date.now();
        scheduleRestart(state, null, null, startError as Error);
        return;
      }
      adopt(state, child);
      log({ level: "info", msg: `${name} restarted`, process: name, pid: child.pid, restart: state.restarts });
    }, delayMs);
  }

  let stopped: Promise<void> | undefined;
  function stop(signal: NodeJS.Signals = "SIGTERM") {
    stopping = true;
    stopped ??= stopAll(signal);
    return stopped;
  }

  async function stopAll(signal: NodeJS.Signals) {
    await Promise.all(
      states.map(async (state) => {
        clearTimeout(state.timer);
        const child = state.child;
        if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        child.kill(signal);
        const force = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
        await state.exited;
        clearTimeout(force);
      }),
    );
  }

  return {
    add,
    stop,
    child: (name) => states.find((s) => s.service.name === name)?.child,
    restarts: (name) => states.find((s) => s.service.name === name)?.restarts ?? 0,
  };
}

/**
 * Ctrl-C, SIGTERM and SIGHUP stop every child, then this process exits as killed by that signal
 * (128 + its number), as a shell reports it.
 */
export function stopOnSignals(supervisor: Pick<Supervisor, "stop">) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    // A second signal while the children stop waits for the same stop.
    process.on(signal, () => {
      supervisor.stop(signal).then(() => process.exit(128 + (constants.signals[signal] ?? 0)));
    });
  }
}
