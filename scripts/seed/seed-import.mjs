// `pnpm seed:import`: loads the embedded dataset (studio/seed) into a real Sanity project with its
// images. Documents with the same ids are replaced; nothing else in the dataset is touched.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STUDIO } from "../run/lib.mjs";
import { requireProject } from "./seed-config.mjs";
import { parseNdjson, toImportDocuments, toNdjson } from "./seed-format.mjs";
import { importIntoLake } from "./seed-lake.mjs";

const { apiHost, projectId, dataset, token, seedDir } = requireProject("seed:import", { needsToken: true });
if (apiHost) {
  console.log(`Importing the seed into the local lake at ${apiHost} (dataset ${dataset})…`);
  const { documents, images } = await importIntoLake({ apiHost, dataset, token, seedDir });
  console.log(`Imported ${documents} documents and ${images} images.`);
  process.exit(0);
}
const seed = parseNdjson(readFileSync(join(seedDir, "production.ndjson"), "utf8"));
const work = mkdtempSync(join(tmpdir(), "seed-import-"));
const file = join(work, "import.ndjson");
const documents = toImportDocuments(seed, join(seedDir, "assets"));
writeFileSync(file, toNdjson(documents));
console.log(`Importing ${documents.length} documents and their images into ${projectId}/${dataset}…`);
const result = spawnSync(
  "pnpm",
  ["exec", "sanity", "dataset", "import", file, "--dataset", dataset, "--project-id", String(projectId), "--replace"],
  {
    cwd: STUDIO,
    stdio: "inherit",
    env: { ...process.env, SANITY_IMPORT_TOKEN: token, SANITY_TELEMETRY_DISABLED: "1" },
  },
);
rmSync(work, { recursive: true, force: true });
process.exit(result.status ?? 1);
