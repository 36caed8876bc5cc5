// `pnpm cluster`: the production topology on this machine, without containers — Redis,
// PostgreSQL, two production instances and nginx in front — until Ctrl-C. Builds the site first
// when there is no standalone build. Ports: CLUSTER_PORT (nginx, 8080), WEB_PORT (first instance,
// 3000; the second is the next port), REDIS_PORT (6379). SMTP_URL, when set, receives the mail;
// PAGE_CACHE=off turns nginx's micro-cache off (deploy/nginx.conf).
import { existsSync } from "node:fs";
import { run } from "../run/lib.mjs";
import { SERVER } from "../run/standalone.mjs";
import { startCluster } from "./cluster-lib.mjs";

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const web = port("WEB_PORT", 3000);

if (!existsSync(SERVER) || process.argv.includes("--build")) {
  const status = run("pnpm", ["exec", "turbo", "run", "build", "--filter=@wafer/web", "--output-logs=errors-only"]);
  if (status !== 0) process.exit(status);
}

const cluster = await startCluster({
  ports: {
    web: [web, web + 1],
    redis: port("REDIS_PORT", 6379),
    nginx: port("CLUSTER_PORT", 8080),
  },
  smtpUrl: process.env.SMTP_URL,
  pageCache: process.env.PAGE_CACHE !== "off",
});
const shutdown = async () => {
  console.log("\n[cluster] stopping");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

console.log(`
  Site (through nginx): ${cluster.url}/   (English: ${cluster.url}/en; X-Cache-Status tells HIT/MISS/BYPASS)
  Instances:            ${cluster.instances.a.url}  ${cluster.instances.b.url}
  Redis:                ${cluster.redis.url}
  PostgreSQL:           ${cluster.postgres.url}
  Logs:                 ${cluster.run}/*.log
  Publish a change:     EMBEDDED_DATASET_PATH=${cluster.datasetFile} SANITY_REVALIDATE_SECRET=${cluster.secret} \\
                          node scripts/seed/publish-local.ts <document id> field=value --url ${cluster.url}
  Ctrl-C stops everything.
`);
setInterval(() => {}, 1 << 30);
