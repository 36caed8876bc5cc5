// Conversion between the repository's seed (Sanity's NDJSON with `sanity.imageAsset` documents
// and `asset._ref` references, files in studio/seed/assets/) and the form `sanity dataset import`
// reads and `sanity dataset export` writes (image objects carry `_sanityAsset: "image@file://…"`
// instead of `asset`, and asset documents are left out). Plain functions, tested in seed-format.test.ts.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

const ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;
const ASSET_FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;
// Uploaded files (a declaration's PDF): `file-<sha1>-<ext>` names `<sha1>.<ext>`.
const FILE_NAME = /^([0-9a-f]{40})\.([a-z0-9]+)$/;
const FILE_ID = /^file-([0-9a-f]{40})-([a-z0-9]+)$/;

/** Is this a seed file name of an uploaded file (not an image)? */
export const isFileAssetName = (file) => FILE_NAME.test(file);

/** The asset id a seed file name stands for, image or file. */
export const anyAssetIdFromFileName = (file) => {
  const match = FILE_NAME.exec(file);
  return match ? `file-${match[1]}-${match[2]}` : assetIdFromFileName(file);
};

/** The seed file name of an asset id, image or file. */
export const anyAssetFileName = (assetId) =>
  FILE_ID.test(assetId) ? fileAssetFileName(assetId) : assetFileName(assetId);
const MIME = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** `image-<sha1>-<w>x<h>-<ext>` → `<sha1>-<w>x<h>.<ext>`, Sanity's own file name for the asset. */
export function assetFileName(assetId) {
  const match = ASSET_ID.exec(assetId);
  if (!match) throw new Error(`not an image asset id: ${assetId}`);
  const [, sha1, width, height, ext] = match;
  return `${sha1}-${width}x${height}.${ext}`;
}

export function assetIdFromFileName(file) {
  const match = ASSET_FILE.exec(file);
  if (!match) throw new Error(`not an asset file name: ${file}`);
  const [, sha1, width, height, ext] = match;
  return `image-${sha1}-${width}x${height}-${ext}`;
}

/** Applies `change` to every object in a JSON value, depth first; `change` returns the replacement. */
function mapObjects(value, change) {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, change));
  if (value === null || typeof value !== "object") return value;
  const mapped = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapObjects(child, change)]));
  return change(mapped);
}

/** Seed → import form: image references become `_sanityAsset` pointers at the files in `assetsDir`. */
export function toImportDocuments(documents, assetsDir) {
  const base = pathToFileURL(assetsDir).href.replace(/\/?$/, "/");
  return documents
    .filter((doc) => doc._type !== "sanity.imageAsset" && doc._type !== "sanity.fileAsset")
    .map((doc) =>
      mapObjects(doc, (object) => {
        const ref = object.asset?._ref;
        if (typeof ref === "string" && FILE_ID.test(ref)) {
          const { asset: _asset, ...rest } = object;
          return { _sanityAsset: `file@${base}${fileAssetFileName(ref)}`, ...rest };
        }
        if (typeof ref !== "string" || !ASSET_ID.test(ref)) return object;
        const { asset: _asset, ...rest } = object;
        return { _sanityAsset: `image@${base}${assetFileName(ref)}`, ...rest };
      }),
    );
}

/** The asset document the seed keeps for a file, so groq-js can resolve `asset->` like Sanity does. */
export function assetDocument(file, content, { projectId = "placeholder", dataset = "production" } = {}) {
  const assetId = assetIdFromFileName(file);
  const [, sha1, width, height, ext] = ASSET_ID.exec(assetId) ?? [];
  if (createHash("sha1").update(content).digest("hex") !== sha1)
    throw new Error(`${file}: content does not match its name`);
  const w = Number(width);
  const h = Number(height);
  return {
    _id: assetId,
    _type: "sanity.imageAsset",
    assetId: sha1,
    sha1hash: sha1,
    extension: ext,
    mimeType: MIME[ext] ?? "application/octet-stream",
    originalFilename: file,
    size: content.length,
    path: `images/${projectId}/${dataset}/${file}`,
    url: `https://cdn.sanity.io/images/${projectId}/${dataset}/${file}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width: w, height: h, aspectRatio: w / h },
      hasAlpha: false,
      isOpaque: true,
    },
    _createdAt: "2024-01-01T00:00:00Z",
    _updatedAt: "2024-01-01T00:00:00Z",
    _rev: "seed",
  };
}

/** The asset document the seed keeps for an uploaded file (a declaration's PDF): `<sha1>.<ext>`, like Sanity's. */
export function fileAssetDocument(
  file,
  content,
  originalFilename = file,
  { projectId = "placeholder", dataset = "production" } = {},
) {
  const match = FILE_NAME.exec(file);
  if (!match) throw new Error(`not a file asset name: ${file}`);
  const [, sha1, ext] = match;
  if (createHash("sha1").update(content).digest("hex") !== sha1)
    throw new Error(`${file}: content does not match its name`);
  return {
    _id: `file-${sha1}-${ext}`,
    _type: "sanity.fileAsset",
    assetId: sha1,
    sha1hash: sha1,
    extension: ext,
    mimeType: ext === "pdf" ? "application/pdf" : "application/octet-stream",
    originalFilename,
    size: content.length,
    path: `files/${projectId}/${dataset}/${file}`,
    url: `https://cdn.sanity.io/files/${projectId}/${dataset}/${file}`,
    _createdAt: "2024-01-01T00:00:00Z",
    _updatedAt: "2024-01-01T00:00:00Z",
    _rev: "seed",
  };
}

/** `file-<sha1>-<ext>` → `<sha1>.<ext>`, Sanity's own name for an uploaded file. */
export function fileAssetFileName(assetId) {
  const match = FILE_ID.exec(assetId);
  if (!match) throw new Error(`not a file asset id: ${assetId}`);
  return `${match[1]}.${match[2]}`;
}

/** Documents an export keeps that the seed should not: drafts, versions and system documents. */
const isSeedDocument = (doc) =>
  !doc._id.startsWith("drafts.") &&
  !doc._id.startsWith("versions.") &&
  !doc._id.startsWith("_.") &&
  !doc._type.startsWith("system.") &&
  !["sanity.imageAsset", "sanity.fileAsset"].includes(doc._type);

/**
 * Export form → seed: `_sanityAsset` pointers become references again. Returns the documents and the
 * asset file names they use (`images/<file>` or `files/<file>` inside the export); asset documents are made by the caller.
 */
export function fromExportDocuments(documents) {
  const files = new Set();
  const converted = documents.filter(isSeedDocument).map((doc) =>
    mapObjects(doc, (object) => {
      const pointer = object._sanityAsset;
      if (typeof pointer !== "string") return object;
      const match = /^(image|file)@.*\/([^/]+)$/.exec(pointer);
      if (!match) throw new Error(`${doc._id}: unsupported asset pointer ${pointer}`);
      const file = match[2];
      files.add(file);
      const { _sanityAsset: _pointer, ...rest } = object;
      return { ...rest, asset: { _type: "reference", _ref: anyAssetIdFromFileName(file) } };
    }),
  );
  return { documents: converted, files: [...files].sort() };
}

export const parseNdjson = (text) =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));

export const toNdjson = (documents) => `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`;
