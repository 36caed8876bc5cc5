// Lets plain Node (>= 22.18, type stripping) run the web's TypeScript modules outside Next and vitest:
// resolves the `@/` alias to web/src, extensionless relative imports to .ts/.tsx, and `server-only`
// to an empty module. Used by the operator CLI, the benchmark and the crash test's child process.
//   node --import ./scripts/test-support/ts-hooks.mjs some-script.mjs
import { register } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "..", "..", "web", "src");

if (!globalThis.__waferTsHooks) {
  globalThis.__waferTsHooks = true;
  register(
    `data:text/javascript,${encodeURIComponent(`
const SRC = ${JSON.stringify(pathToFileURL(src).href)};
const EMPTY = ${JSON.stringify(pathToFileURL(join(here, "empty.mjs")).href)};
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
function withExtension(url) {
  if (/\\.(m?[jt]sx?|json)$/.test(url)) return url;
  for (const ext of [".ts", ".tsx", "/index.ts"]) {
    if (existsSync(fileURLToPath(url + ext))) return url + ext;
  }
  return url;
}
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: EMPTY, shortCircuit: true };
  if (specifier.startsWith("@/")) return next(withExtension(SRC + "/" + specifier.slice(2)), context);
  if ((specifier.startsWith("./") || specifier.startsWith("../")) && context.parentURL?.startsWith(SRC)) {
    return next(withExtension(new URL(specifier, context.parentURL).href), context);
  }
  return next(specifier, context);
}`)}`,
    import.meta.url,
  );
}
