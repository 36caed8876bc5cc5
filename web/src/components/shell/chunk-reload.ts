// Recovery from a failed script-chunk load (docs/product.md, Errors and resilience): typically a visitor whose open tab
// outlived a deployment asks for chunks that no longer exist. One full reload fetches the new HTML;
// the time of that reload is kept in sessionStorage, so the guard survives the reload and a second
// failure within 60 s is left alone instead of reloading forever.
//
// It runs as an inline script at the top of <head>, before any chunk can fail, so it is plain
// ES5 in a string. `window.__recoverFromChunkError(error)` lets error boundaries use the same guard.

export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = "chunk-reload-at";

export const CHUNK_RELOAD_SCRIPT = `(function (w) {
  var KEY = ${JSON.stringify(CHUNK_RELOAD_STORAGE_KEY)}, WINDOW = ${CHUNK_RELOAD_WINDOW_MS};
  var PATTERN = /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
  function isChunkError(reason) {
    if (!reason) return false;
    return PATTERN.test(String(reason.name || "")) || PATTERN.test(String(reason.message || reason));
  }
  function reloadOnce() {
    try {
      var last = Number(w.sessionStorage.getItem(KEY));
      if (last && w.Date.now() - last < WINDOW) return false;
      w.sessionStorage.setItem(KEY, String(w.Date.now()));
    } catch (e) {
      return false;
    }
    w.location.reload();
    return true;
  }
  w.__recoverFromChunkError = function (reason) {
    return isChunkError(reason) ? reloadOnce() : false;
  };
  w.addEventListener("error", function (event) {
    var target = event && event.target;
    if (target && target.tagName === "SCRIPT" && /\\/_next\\/static\\//.test(target.src || "")) reloadOnce();
    else if (event && isChunkError(event.error)) reloadOnce();
  }, true);
  w.addEventListener("unhandledrejection", function (event) {
    if (event && isChunkError(event.reason)) reloadOnce();
  });
})(window);`;

declare global {
  interface Window {
    __recoverFromChunkError?: (reason: unknown) => boolean;
  }
}
