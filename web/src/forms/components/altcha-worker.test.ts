import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

// The ALTCHA worker is served as our own file (no blob: in the CSP). It must be the installed
// version's worker: after an upgrade of `altcha`, copy node_modules/altcha/dist/workers/sha.js to
// web/public/altcha/sha-worker.js.
it("public/altcha/sha-worker.js is the installed altcha's SHA worker", () => {
  const require = createRequire(path.join(import.meta.dirname, "..", "..", "..", "package.json"));
  // The package's main entry is dist/main/altcha.js (its exports do not expose package.json).
  const installed = path.join(path.dirname(require.resolve("altcha")), "..", "workers", "sha.js");
  const served = path.join(import.meta.dirname, "..", "..", "..", "public", "altcha", "sha-worker.js");
  expect(readFileSync(served, "utf8")).toBe(readFileSync(installed, "utf8"));
});
