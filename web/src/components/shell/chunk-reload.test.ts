import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_SCRIPT, CHUNK_RELOAD_STORAGE_KEY } from "./chunk-reload";

type Listener = (event: unknown) => void;

/** Runs the inline guard script against a minimal window; `storage` survives "reloads" like sessionStorage. */
function boot(storage: Map<string, string>, now: { value: number }) {
  const listeners: Record<string, Listener[]> = {};
  const win = {
    reloads: 0,
    Date: { now: () => now.value },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: {
      reload() {
        win.reloads++;
      },
    },
    addEventListener(type: string, listener: Listener) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    __recoverFromChunkError: undefined as undefined | ((reason: unknown) => boolean),
  };
  new Function("window", CHUNK_RELOAD_SCRIPT)(win);
  const emit = (type: string, event: unknown) => {
    for (const listener of listeners[type] ?? []) listener(event);
  };
  return { win, emit };
}

describe("chunk-load recovery", () => {
  it("reloads once when a script chunk fails, and not again within 60 s, even after the reload", () => {
    const storage = new Map<string, string>();
    const now = { value: 1_000_000 };
    const first = boot(storage, now);
    first.emit("error", { target: { tagName: "SCRIPT", src: "http://x/_next/static/chunks/abc.js" } });
    expect(first.win.reloads).toBe(1);
    expect(storage.get(CHUNK_RELOAD_STORAGE_KEY)).toBe("1000000");

    // The page reloaded: a fresh window, the same sessionStorage.
    now.value += 30_000;
    const second = boot(storage, now);
    second.emit("unhandledrejection", { reason: { name: "ChunkLoadError", message: "Loading chunk 42 failed." } });
    expect(second.win.reloads).toBe(0);

    now.value += 31_000;
    second.emit("unhandledrejection", { reason: new Error("Failed to fetch dynamically imported module: /x.js") });
    expect(second.win.reloads).toBe(1);
  });

  it("ignores other errors, and exposes the guard to error boundaries", () => {
    const { win, emit } = boot(new Map(), { value: 5 });
    emit("error", { target: { tagName: "IMG", src: "/_next/static/media/a.png" }, error: new Error("boom") });
    emit("unhandledrejection", { reason: new Error("network down") });
    expect(win.reloads).toBe(0);
    expect(win.__recoverFromChunkError?.(new Error("unrelated"))).toBe(false);
    expect(win.__recoverFromChunkError?.({ name: "ChunkLoadError", message: "" })).toBe(true);
    expect(win.reloads).toBe(1);
  });
});
