// Publish a change in the embedded dataset the way Sanity would (see content-publish.ts).
//
//   node scripts/seed/publish-local.ts <document id> [field=value ...] [--url http://localhost:3000]
//   e.g. node scripts/seed/publish-local.ts news-shanghai-300mm-zh 'title=新标题'
//
// Values are JSON when they parse as JSON, else strings; dotted fields set nested values.
// EMBEDDED_DATASET_PATH selects the dataset file (default: the seed). Node 24 runs this directly.
import path from "node:path";
import { defaultSecret, publish } from "./content-publish.ts";

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

{
  const args = process.argv.slice(2);
  const urlAt = args.indexOf("--url");
  const siteUrl = urlAt >= 0 ? (args.splice(urlAt, 2)[1] as string) : `http://localhost:${process.env.PORT ?? 3000}`;
  const [id, ...assignments] = args;
  if (!id) {
    console.error(
      "usage: node scripts/seed/publish-local.ts <document id> [field=value ...] [--url http://localhost:3000]",
    );
    process.exit(2);
  }
  const set = Object.fromEntries(
    assignments.map((assignment) => {
      const at = assignment.indexOf("=");
      return [assignment.slice(0, at), parseValue(assignment.slice(at + 1))];
    }),
  );
  const datasetFile =
    process.env.EMBEDDED_DATASET_PATH ??
    path.join(import.meta.dirname, "..", "..", "studio", "seed", "production.ndjson");
  const answer = await publish({ datasetFile, id, set, siteUrl, secret: defaultSecret() });
  console.log(answer.status, JSON.stringify(answer.body));
  process.exit(answer.status === 200 ? 0 : 1);
}
