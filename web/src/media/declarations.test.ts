import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { queryEmbedded } from "@/content/embedded";
import { type Found, SERVED_FILE_QUERY } from "./declarations";

// Which uploads /media/files/<sha1>.pdf serves (issue 42 adds the download block to issue 45's
// declarations): a PDF a published declaration or published page references, and nothing else:
// not an upload no document uses, not one only a draft uses, not a page's file of another type.

const sha = (digit: string) => digit.repeat(40);
const asset = (digit: string, extension = "pdf", size = 2048) => ({
  _id: `file-${sha(digit)}-${extension}`,
  _type: "sanity.fileAsset",
  sha1hash: sha(digit),
  extension,
  size,
});
const fileBlock = (digit: string, extension = "pdf") => ({
  _key: `f${digit}`,
  _type: "fileBlock",
  heading: "手册",
  file: { _type: "file", asset: { _type: "reference", _ref: `file-${sha(digit)}-${extension}` } },
});

const DOCS = [
  asset("1"),
  asset("2"),
  asset("3"),
  asset("4"),
  asset("5", "docx"),
  {
    _id: "declaration-rohs",
    _type: "declaration",
    kind: "rohs",
    revision: "C",
    file: { asset: { _ref: asset("1")._id } },
  },
  { _id: "sitepage-a-zh", _type: "sitePage", language: "zh", sections: [fileBlock("2"), fileBlock("5", "docx")] },
  { _id: "drafts.sitepage-b-zh", _type: "sitePage", language: "zh", sections: [fileBlock("3")] },
];

let previous: string | undefined;
beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "files-")), "production.ndjson");
  writeFileSync(file, DOCS.map((doc) => JSON.stringify(doc)).join("\n"));
  previous = process.env.EMBEDDED_DATASET_PATH;
  process.env.EMBEDDED_DATASET_PATH = file;
  reloadConfig();
});
afterAll(() => {
  if (previous === undefined) delete process.env.EMBEDDED_DATASET_PATH;
  else process.env.EMBEDDED_DATASET_PATH = previous;
  reloadConfig();
});

/** What the route finds for a hash, as it asks (published content only). */
async function served(digit: string): Promise<Found> {
  return queryEmbedded<Found>({
    query: SERVED_FILE_QUERY,
    params: { sha1: sha(digit), assetId: `file-${sha(digit)}-pdf` },
    perspective: "published",
  });
}

describe("/media/files serves", () => {
  it("a published declaration's PDF, with its name's facts", async () => {
    expect((await served("1"))?.declaration).toMatchObject({ kind: "rohs", revision: "C", size: 2048 });
  });

  it("a published page's download", async () => {
    expect(await served("2")).toMatchObject({ declaration: null, page: { size: 2048 } });
  });

  it("no file only a draft offers, no file no document uses, no file of another type", async () => {
    expect(await served("3")).toEqual({ declaration: null, page: null });
    expect(await served("4")).toEqual({ declaration: null, page: null });
    expect(await served("5")).toEqual({ declaration: null, page: null });
  });
});
