// `npm start`'s supervisor: keeps the site and the local lake running, each on its own (issue 40,
// crash-only processes; /work design: "a process that dies is restarted alone").
//
// - A child that exits without being asked (a crash, `kill -9`, the heap limit) is started again
//   by its own `start()`: the same command, environment and port. The others keep running.
// - Restarts back off: 0.5 s, 1 s, 2 s, 4 s, then every 8 s while it keeps dying; once it has stayed
//   up 30 s the next crash is restarted after 0.5 s again. The first restart is well within the
//   5 s a visitor or an editor may wait, and a process that cannot start is not run in a busy loop.
// - Each exit is logged as a JSON line on stdout, as the site and the lake log (web/src/ops/log.ts):
//   which process, its exit code or signal, how long it had run, when it restarts, and the last
//   lines it wrote on stderr (V8's "Reached heap limit", an uncaught error's stack).
// - stop() (Ctrl-C, SIGTERM) stops them all: no restart after it, SIGKILL after `stopTimeoutMs`.
import { constants } from "node:os";
import { createInterface } from "node:readline";

/** Delays between restarts of one process: doubled from `firstMs` up to `maxMs`, reset after `resetAfterMs` up. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 8_000, resetAfterMs: 30_000 };

// What is kept of a child's stderr for the exit's log line: enough for V8's fatal-error report or
// a stack (its last lines), bounded whatever the child writes.
const STDERR_TAIL_LINES = 12;
const STDERR_LINE_CHARS = 300;

/**
 * @typedef {import("node:child_process").ChildProcess} ChildProcess
 * @typedef {object} Service
 * @property {string} name  how the logs name it ("site", "lake")
 * @property {() => ChildProcess} start  spawns it; called again for every restart (same command,
 *   environment and port). A child with a piped stderr has it passed on and its last lines kept.
 * @property {ChildProcess} [child]  already running (the caller started it and waited for it)
 * @property {(line: string) => boolean} [passLine]  which stderr lines to pass on (default: all)
 * @typedef {{ level: "info" | "warn" | "error", msg: string } & Record<string, unknown>} LogEntry
 * @typedef {object} Options
 * @property {Partial<typeof RESTART_BACKOFF>} [backoff]
 * @property {number} [stopTimeoutMs]  SIGKILL a child still running this long after stop()
 * @property {(entry: LogEntry) => void} [log]  default: a JSON line on stdout
 * @property {NodeJS.WritableStream} [stderr]  where children's stderr lines go (default process.stderr)
 */

/** A log entry as the site's and the lake's pino lines are written (level, time, service, msg). */
export function logLine(/** @type {LogEntry} */ { level, msg, ...fields }) {
  return JSON.stringify({ level, time: new Date().toISOString(), service: "supervisor", ...fields, msg });
}

/** "SIGKILL" or "code 1": how a process ended, for a sentence. */
const howItEnded = (/** @type {number | null} */ code, /** @type {string | null} */ signal) =>
  signal ? `killed by ${signal}` : `exited with code ${code}`;

/**
 * Runs these services until stop(); restarts each one that exits, alone.
 * @param {Service[]} services
 * @param {Options} [options]
 */
export function supervise(services, options = {}) {
  const backoff = { ...RESTART_BACKOFF, ...options.backoff };
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const log = options.log ?? ((entry) => process.stdout.write(`${logLine(entry)}\n`));
  const stderr = options.stderr ?? process.stderr;
  let stopping = false;

  const states = services.map((service) => {
    const state = {
      service,
      /** @type {ChildProcess | undefined} */ child: undefined,
      startedAt: 0,
      /** Restarts in a row without `resetAfterMs` of uptime between them: the back-off's exponent. */
      failures: 0,
      restarts: 0,
      /** @type {string[]} */ tail: [],
      /** @type {NodeJS.Timeout | undefined} */ timer: undefined,
      /** @type {Promise<void>} */ exited: Promise.resolve(),
    };
    adopt(state, service.child ?? service.start());
    return state;
  });

  /** Watches a running child: its stderr, and its end. */
  function adopt(/** @type {(typeof states)[number]} */ state, /** @type {ChildProcess} */ child) {
    state.child = child;
    state.startedAt = Date.now();
    state.tail = [];
    if (child.stderr) {
      createInterface({ input: child.stderr }).on("line", (line) => {
        state.tail.push(line.slice(0, STDERR_LINE_CHARS));
        if (state.tail.length > STDERR_TAIL_LINES) state.tail.shift();
        if (state.service.passLine?.(line) ?? true) stderr.write(`${line}\n`);
      });
    }
    state.exited = new Promise((resolve) => {
      let ended = false;
      /** @param {number | null} code @param {string | null} signal @param {Error} [error] */
      const end = (code, signal, error) => {
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

  function scheduleRestart(
    /** @type {(typeof states)[number]} */ state,
    /** @type {number | null} */ code,
    /** @type {string | null} */ signal,
    /** @type {Error | undefined} */ error,
  ) {
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
      let child;
      try {
        child = state.service.start();
      } catch (startError) {
        // Not spawned: counts as one more failure, tried again after a longer pause.
        state.startedAt = Date.now();
        scheduleRestart(state, null, null, /** @type {Error} */ (startError));
        return;
      }
      adopt(state, child);
      log({ level: "info", msg: `${name} restarted`, process: name, pid: child.pid, restart: state.restarts });
    }, delayMs);
  }

  /** @type {Promise<void> | undefined} */
  let stopped;
  /** Stops every child with `signal` (SIGKILL after stopTimeoutMs); no restart after this. */
  function stop(/** @type {NodeJS.Signals} */ signal = "SIGTERM") {
    stopping = true;
    stopped ??= stopAll(signal);
    return stopped;
  }

  async function stopAll(/** @type {NodeJS.Signals} */ signal) {
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
    stop,
    /** The running child of a service (a new one after each restart). */
    child: (/** @type {string} */ name) => states.find((s) => s.service.name === name)?.child,
    /** How many times a service has been restarted. */
    restarts: (/** @type {string} */ name) => states.find((s) => s.service.name === name)?.restarts ?? 0,
  };
}

/**
 * Ctrl-C, SIGTERM and SIGHUP stop every child, then this process exits as killed by that signal
 * (128 + its number), as a shell reports it.
 * @param {{ stop: (signal: NodeJS.Signals) => Promise<void> }} supervisor
 */
export function stopOnSignals(supervisor) {
  for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    // A second signal while the children stop waits for the same stop.
    process.on(signal, () => {
      supervisor.stop(signal).then(() => process.exit(128 + (constants.signals[signal] ?? 0)));
    });
  }
}
