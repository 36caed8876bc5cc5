// Runs the local Content Lake from the environment (see lake/README.md):
//
//   node lake/src/cli.ts                    start the lake
//   node lake/src/cli.ts add-editor <name>  add an editor account (password from stdin or a prompt)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { startTracing } from "@wafer/server-kit/tracing";
import { writeEditor } from "./auth.ts";
import { lakeConfigAtStartup } from "./config.ts";
import { logger } from "./ops/log.ts";
import { startLake } from "./server.ts";

function repositoryRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const root = repositoryRoot();
// The environment, read once through the lake's schema (config.ts): a wrong value stops here.
const env = lakeConfigAtStartup();
logger.level = env.LOG_LEVEL;
// LAKE_DATA_DIR, else `lake` in the data folder every process shares (DATA_DIR, else the
// repository's .data: web/src/config/data-dir.ts).
const dataDir = path.resolve(env.LAKE_DATA_DIR ?? path.join(path.resolve(root, env.DATA_DIR ?? ".data"), "lake"));
const editorsFile = env.LAKE_EDITORS ? path.resolve(env.LAKE_EDITORS) : undefined;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped: the first line of stdin (`echo "$PASSWORD" | node lake/src/cli.ts add-editor alice`).
    const text = readFileSync(0, "utf8");
    return text.split("\n")[0] ?? "";
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Do not echo the password while it is typed.
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      output._writeToOutput = (s: string) => {
        if (s.includes(question)) output.output.write(s);
      };
      rl.question(question, (answer) => {
        output.output.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("密码 Password: ");
  const second = await ask("再输入一次 Again: ");
  rl.close();
  if (first !== second) throw new Error("the two passwords differ / 两次输入的密码不一致");
  return first;
}

async function addEditor(name: string | undefined) {
  const file = editorsFile ?? path.join(dataDir, "editors");
  if (!name) {
    console.error(
      "usage: node lake/src/cli.ts add-editor <name>   (LAKE_EDITORS names the file, default <data>/editors)",
    );
    process.exit(2);
  }
  const password = await readPassword();
  if (password.length < 10) {
    console.error("密码至少 10 个字符。The password needs at least 10 characters.");
    process.exit(1);
  }
  writeEditor(file, name, password);
  console.log(`editor "${name}" saved in ${file}. Start the lake with LAKE_EDITORS=${file}`);
}

function studioVersion(): string | undefined {
  const manifest = path.join(root, "studio", "node_modules", "sanity", "package.json");
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version : undefined;
}

async function serve() {
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (@wafer/server-kit/tracing).
  await startTracing(env.OTEL_SERVICE_NAME, { OTEL_EXPORTER_OTLP_ENDPOINT: env.OTEL_EXPORTER_OTLP_ENDPOINT });
  const lake = await startLake({
    port: env.LAKE_PORT,
    host: env.LAKE_HOST,
    dataDir,
    seedDir: path.join(root, "studio", "seed"),
    studioDir: env.LAKE_STUDIO_DIR ? path.resolve(env.LAKE_STUDIO_DIR) : undefined,
    previewUrl: env.LAKE_PREVIEW_URL,
    webhook:
      env.LAKE_WEBHOOK_URL && env.LAKE_WEBHOOK_SECRET
        ? { url: env.LAKE_WEBHOOK_URL, secret: env.LAKE_WEBHOOK_SECRET }
        : undefined,
    editors: editorsFile,
    readToken: env.LAKE_READ_TOKEN,
    loginProofKey: env.LAKE_ALTCHA_HMAC_KEY,
    corsOrigins: env.LAKE_CORS_ORIGINS,
    publicUrl: env.LAKE_PUBLIC_URL,
    studioVersion: studioVersion(),
    trustedProxyHops: env.LAKE_TRUSTED_PROXY_HOPS,
    ...(env.LAKE_DELETED_ASSET_GRACE_SECONDS !== undefined
      ? { deletedAssetGraceMs: env.LAKE_DELETED_ASSET_GRACE_SECONDS * 1000 }
      : {}),
    queryLimits: {
      ...(env.LAKE_QUERY_TIMEOUT_MS ? { timeoutMs: env.LAKE_QUERY_TIMEOUT_MS } : {}),
      ...(env.LAKE_QUERY_HEAP_MB ? { heapMb: env.LAKE_QUERY_HEAP_MB } : {}),
      ...(env.LAKE_QUERY_WORK_MB ? { workMb: env.LAKE_QUERY_WORK_MB } : {}),
      ...(env.LAKE_QUERY_RESULT_MB ? { resultBytes: env.LAKE_QUERY_RESULT_MB * 1024 * 1024 } : {}),
    },
  });
  logger.info(
    `local Content Lake on ${lake.origin} (project ${lake.projectId}, dataset ${lake.dataset}, data in ${dataDir})` +
      (env.LAKE_STUDIO_DIR ? `; studio at ${lake.origin}/` : "") +
      (editorsFile ? "; sign-in required" : "; loopback only, no sign-in") +
      (lake.origin.includes("localhost") && env.LAKE_HOST !== "localhost"
        ? `; listening on ${env.LAKE_HOST} (set LAKE_PUBLIC_URL to the address editors use)`
        : ""),
  );
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void lake.close().then(() => process.exit(0));
    });
}

const [command, ...rest] = process.argv.slice(2);
if (command === "add-editor") await addEditor(rest[0]);
else if (!command || command === "serve") await serve();
else {
  console.error(`unknown command "${command}". Commands: serve (default), add-editor <name>`);
  process.exit(2);
}
