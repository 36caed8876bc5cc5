// Route-change progress (docs/product.md, Errors and resilience): start, increase, finish, fail. Plain logic with injectable
// timers so it is unit-tested without a browser; <ProgressBar> renders it.

export type ProgressPhase = "idle" | "loading" | "finishing" | "failed";

export interface ProgressState {
  phase: ProgressPhase;
  /** 0..1 */
  value: number;
}

export interface ProgressOptions {
  /** Navigations faster than this never show the bar (spec: throttle 200 ms). */
  throttle?: number;
  /** The bar fills over this time and then gives up quietly (spec: duration 5000 ms). */
  duration?: number;
  /** How often the bar advances while loading. */
  tick?: number;
  /** How long the full bar stays before it hides. */
  settle?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function createProgress(onChange: (state: ProgressState) => void, options: ProgressOptions = {}) {
  const {
    throttle = PROGRESS_THROTTLE_MS,
    duration = PROGRESS_DURATION_MS,
    tick = 100,
    settle = 300,
    now = () => Date.now(),
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;

  let state: ProgressState = { phase: "idle", value: 0 };
  let pending = false; // started, still inside the throttle window
  let startedAt = 0;
  let timer: unknown = null;

  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const hideLater = () => {
    stopTimer();
    timer = setTimer(() => {
      timer = null;
      set({ phase: "idle", value: 0 });
    }, settle);
  };
  const advance = () => {
    const elapsed = now() - startedAt;
    if (elapsed >= duration) {
      // Past the longest wait the bar finishes on its own rather than hang at the top of the page.
      set({ phase: "finishing", value: 1 });
      hideLater();
      return;
    }
    // Eases towards 95 %: fast at first, then slower, never claiming to be done.
    const value = 0.1 + 0.85 * (1 - (1 - elapsed / duration) ** 2);
    set({ phase: "loading", value });
    timer = setTimer(advance, tick);
  };

  return {
    get state() {
      return state;
    },
    start() {
      if (pending || state.phase === "loading") return;
      stopTimer();
      pending = true;
      startedAt = now();
      timer = setTimer(() => {
        pending = false;
        timer = null;
        advance();
      }, throttle);
    },
    finish() {
      if (pending) {
        // Done within the throttle window: nothing was shown, nothing to hide.
        pending = false;
        stopTimer();
        return;
      }
      if (state.phase !== "loading") return;
      stopTimer();
      set({ phase: "finishing", value: 1 });
      hideLater();
    },
    fail() {
      if (!pending && state.phase !== "loading") return;
      pending = false;
      stopTimer();
      set({ phase: "failed", value: 1 });
      hideLater();
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
