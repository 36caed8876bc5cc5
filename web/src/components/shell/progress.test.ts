import { describe, expect, it } from "vitest";
import { createProgress, type ProgressState } from "./progress";

/** A hand-driven clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

function setup() {
  const clock = fakeClock();
  const states: ProgressState[] = [];
  const progress = createProgress((state) => states.push(state), clock);
  return { clock, states, progress };
}

describe("route-change progress", () => {
  it("stays hidden for navigations faster than the 200 ms throttle", () => {
    const { clock, states, progress } = setup();
    progress.start();
    clock.advance(150);
    progress.finish();
    clock.advance(1000);
    expect(states).toEqual([]);
  });

  it("appears after 200 ms, increases, then finishes and hides", () => {
    const { clock, states, progress } = setup();
    progress.start();
    clock.advance(199);
    expect(states).toEqual([]);
    clock.advance(1);
    expect(progress.state.phase).toBe("loading");
    const first = progress.state.value;
    clock.advance(1000);
    expect(progress.state.value).toBeGreaterThan(first);
    expect(progress.state.value).toBeLessThan(1);
    progress.finish();
    expect(progress.state).toEqual({ phase: "finishing", value: 1 });
    clock.advance(300);
    expect(progress.state).toEqual({ phase: "idle", value: 0 });
  });

  it("gives up after at most 5000 ms", () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(4900);
    expect(progress.state.phase).toBe("loading");
    clock.advance(200);
    expect(progress.state.phase).toBe("finishing");
    clock.advance(300);
    expect(progress.state.phase).toBe("idle");
  });

  it("shows a failure, then hides", () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(500);
    progress.fail();
    expect(progress.state).toEqual({ phase: "failed", value: 1 });
    clock.advance(300);
    expect(progress.state.phase).toBe("idle");
  });
});
