// `pnpm seed:export`: writes a real Sanity project's published content back into the embedded
// dataset (studio/seed/production.ndjson and studio/seed/assets/), in the seed's own form.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STUDIO } from "../run/lib.mjs";
import { requireProject } from "./seed-config.mjs";
import {
  assetDocument,
  fileAssetDocument,
  fromExportDocuments,
  isFileAssetName,
  parseNdjson,
  toNdjson,
} from "./seed-format.mjs";
import { exportFromLake } from "./seed-lake.mjs";

const { apiHost, projectId, dataset, token, seedDir } = requireProject("seed:export", { needsToken: false });
if (apiHost) {
  console.log(`Exporting the local lake at ${apiHost} (dataset ${dataset})…`);
  const { documents, images } = await exportFromLake({ apiHost, dataset, token, seedDir, projectId });
  console.log(`Wrote ${documents} documents and ${images} images to ${seedDir}.`);
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), "seed-export-"));
const archive = join(work, "export.tar.gz");
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: "1", ...(token ? { SANITY_AUTH_TOKEN: token } : {}) };
const run = (cmd, args, cwd) => {
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit", env });
  if (result.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
};

console.log(`Exporting ${projectId}/${dataset}…`);
run(
  "pnpm",
  ["exec", "sanity", "dataset", "export", dataset, archive, "--project-id", projectId, "--no-drafts", "--overwrite"],
  STUDIO,
);
run("tar", ["-xzf", archive, "-C", work], work);
const root = [join(work, dataset), work].find((dir) => existsSync(join(dir, "data.ndjson")));
if (!root) throw new Error("the export archive has no data.ndjson");

const { documents, files } = fromExportDocuments(parseNdjson(readFileSync(join(root, "data.ndjson"), "utf8")));
const assetsDir = join(seedDir, "assets");
rmSync(assetsDir, { recursive: true, force: true });
mkdirSync(assetsDir, { recursive: true });
const assets = files.map((file) => {
  const uploaded = isFileAssetName(file);
  copyFileSync(join(root, uploaded ? "files" : "images", file), join(assetsDir, file));
  const bytes = readFileSync(join(assetsDir, file));
  return uploaded ? fileAssetDocument(file, bytes) : assetDocument(file, bytes);
});
writeFileSync(join(seedDir, "production.ndjson"), toNdjson([...assets, ...documents]));
rmSync(work, { recursive: true, force: true });
console.log(`Wrote ${documents.length} documents and ${assets.length} images to studio/seed/.`);
