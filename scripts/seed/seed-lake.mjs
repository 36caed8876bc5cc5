// Seed import and export against the local Content Lake (lake/), over its HTTP API: the same
// endpoints Sanity offers (/data/export, /data/mutate, /assets/images), so the seed moves in and
// out the same way as with a Sanity project, without the Sanity CLI (which only talks to sanity.io).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  anyAssetFileName,
  assetDocument,
  fileAssetDocument,
  isFileAssetName,
  parseNdjson,
  toNdjson,
} from "./seed-format.mjs";

const ASSET_REF = /^(image-[0-9a-f]{40}-\d+x\d+-[a-z0-9]+|file-[0-9a-f]{40}-[a-z0-9]+)$/;
const isAsset = (doc) => doc._type === "sanity.imageAsset" || doc._type === "sanity.fileAsset";

function endpoint({ apiHost, token }) {
  const base = apiHost.replace(/\/$/, "");
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return async (path, init = {}) => {
    const response = await fetch(`${base}/v2025-10-01${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
}

/** Uploads the seed's images, then writes its documents in one transaction (same ids are replaced). */
export async function importIntoLake({ apiHost, dataset, token, seedDir }) {
  const call = endpoint({ apiHost, token });
  const seed = parseNdjson(readFileSync(join(seedDir, "production.ndjson"), "utf8"));
  const assetsDir = join(seedDir, "assets");
  for (const asset of seed.filter(isAsset)) {
    const file = anyAssetFileName(asset._id);
    const kind = asset._type === "sanity.fileAsset" ? "files" : "images";
    const response = await call(
      `/assets/${kind}/${dataset}?filename=${encodeURIComponent(asset.originalFilename ?? file)}`,
      {
        method: "POST",
        headers: { "content-type": asset.mimeType ?? "application/octet-stream" },
        body: readFileSync(join(assetsDir, file)),
      },
    );
    const { document } = await response.json();
    if (document._id !== asset._id) throw new Error(`${file} was stored as ${document._id}, expected ${asset._id}`);
  }
  const documents = seed.filter((doc) => !isAsset(doc));
  await call(`/data/mutate/${dataset}?returnIds=true`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: documents.map(({ _rev, _updatedAt, ...doc }) => ({ createOrReplace: doc })),
    }),
  });
  return { documents: documents.length, images: seed.length - documents.length };
}

/** Writes the lake's published documents and the images they use into `seedDir`, in the seed's form. */
export async function exportFromLake({ apiHost, dataset, token, seedDir, projectId }) {
  const call = endpoint({ apiHost, token });
  const all = parseNdjson(await (await call(`/data/export/${dataset}`)).text());
  const documents = all.filter(
    (doc) =>
      !doc._id.startsWith("drafts.") &&
      !doc._id.startsWith("versions.") &&
      !doc._id.startsWith("_.") &&
      !doc._type.startsWith("system.") &&
      !["sanity.imageAsset", "sanity.fileAsset"].includes(doc._type),
  );
  const refs = new Set();
  JSON.stringify(documents, (key, value) => {
    if (key === "_ref" && typeof value === "string" && ASSET_REF.test(value)) refs.add(value);
    return value;
  });
  const assetsDir = join(seedDir, "assets");
  rmSync(assetsDir, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const base = apiHost.replace(/\/$/, "");
  const assets = [];
  for (const ref of [...refs].sort()) {
    const file = anyAssetFileName(ref);
    const uploaded = isFileAssetName(file);
    const response = await fetch(`${base}/${uploaded ? "files" : "images"}/${projectId}/${dataset}/${file}`);
    if (!response.ok) throw new Error(`asset ${file}: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    writeFileSync(join(assetsDir, file), bytes);
    // The lake keeps the uploaded file's name; keep it in the seed too.
    const stored = all.find((doc) => doc._id === ref);
    const asset = uploaded ? fileAssetDocument(file, bytes) : assetDocument(file, bytes);
    assets.push(stored?.originalFilename ? { ...asset, originalFilename: stored.originalFilename } : asset);
  }
  const clean = documents.map(({ _rev, ...doc }) => ({ ...doc, _rev: "seed" }));
  writeFileSync(join(seedDir, "production.ndjson"), toNdjson([...assets, ...clean]));
  return {
    documents: clean.length,
    images: assets.length,
    files: existsSync(assetsDir) ? readdirSync(assetsDir).length : 0,
  };
}
