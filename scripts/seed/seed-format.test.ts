import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assetDocument,
  assetFileName,
  fileAssetFileName,
  fromExportDocuments,
  parseNdjson,
  toImportDocuments,
} from "./seed-format.mjs";

const seedDir = path.resolve(import.meta.dirname, "..", "..", "studio", "seed");
const seed = parseNdjson(readFileSync(path.join(seedDir, "production.ndjson"), "utf8")) as {
  _id: string;
  _type: string;
}[];

describe("seed import and export format", () => {
  const imported = toImportDocuments(seed, path.join(seedDir, "assets"));

  it("imports images as _sanityAsset pointers at the asset files, without asset documents", () => {
    const text = JSON.stringify(imported);
    expect(imported.some((doc: { _type: string }) => doc._type === "sanity.imageAsset")).toBe(false);
    expect(text).not.toMatch(/"_ref":"image-/);
    const pointers = [...text.matchAll(/"_sanityAsset":"image@file:\/\/([^"]+)"/g)].map((match) => match[1] as string);
    expect(pointers.length).toBeGreaterThan(0);
    for (const pointer of pointers) expect(readFileSync(pointer).length).toBeGreaterThan(0);
  });

  it("turns an export back into the same documents and asset documents", () => {
    // An export names files images/<sha1>-<w>x<h>.<ext>, relative to the archive.
    const exported = JSON.parse(
      JSON.stringify(imported)
        .replace(/image@file:\/\/[^"]*\/assets\//g, "image@file://./images/")
        .replace(/file@file:\/\/[^"]*\/assets\//g, "file@file://./files/"),
    );
    const { documents, files } = fromExportDocuments(exported);
    const content = seed.filter((doc) => doc._type !== "sanity.imageAsset" && doc._type !== "sanity.fileAsset");
    expect(documents).toEqual(content);
    const assets = seed.filter((doc) => doc._type === "sanity.imageAsset");
    const uploads = seed.filter((doc) => doc._type === "sanity.fileAsset");
    expect(uploads.length, "the declarations' PDFs and a page's brochure").toBe(4);
    expect(files).toEqual(
      [
        ...assets.map((asset) => assetFileName(asset._id)),
        ...uploads.map((asset) => fileAssetFileName(asset._id)),
      ].sort(),
    );
    for (const asset of assets) {
      const file = assetFileName(asset._id);
      const rebuilt = assetDocument(file, readFileSync(path.join(seedDir, "assets", file)));
      expect(rebuilt).toMatchObject({ _id: asset._id, path: (asset as { path?: string }).path });
    }
  });

  it("leaves drafts and system documents out of the seed", () => {
    const { documents } = fromExportDocuments([
      { _id: "drafts.news-a-zh", _type: "news" },
      { _id: "_.groups.public", _type: "system.group" },
      { _id: "news-a-zh", _type: "news" },
    ]);
    expect(documents.map((doc: { _id: string }) => doc._id)).toEqual(["news-a-zh"]);
  });
});
