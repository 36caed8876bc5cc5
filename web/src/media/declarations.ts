import "server-only";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { MAX_DOWNLOAD_BYTES } from "@wafer/schemas/constants";
import { datasetPath } from "@/content/embedded";
import { localLake, sanityConfig } from "@/content/sanity";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import { UPLOADED_FILE_HEADERS } from "@/http/security-headers";

// A compliance declaration's PDF (/quality's 资料下载), or the PDF of a page's download block
// (issue 42), served by the site itself: from the embedded dataset's files
// (studio/seed/assets/<sha1>.pdf) or, when the site reads the local lake, streamed from the
// lake's /files. Only a PDF that a published declaration or page offers is served, never any
// other upload, and never more than MAX_BYTES. The name is the file's content hash, so it never changes.

/** The largest file served; the studio asks editors for at most this (schemas/src/documents/declaration.ts, objects/blocks.ts). */
export const MAX_DECLARATION_BYTES = MAX_DOWNLOAD_BYTES;
const SAFE_NAME = /^([0-9a-f]{40})\.pdf$/;
// The asset's id names its hash and type (`file-<sha1>-pdf`): a page offers it when it references it.
export const SERVED_FILE_QUERY = `{
  "declaration": *[_type == "declaration" && file.asset->sha1hash == $sha1][0]{ kind, revision, "size": file.asset->size },
  "page": *[_type == "sitePage" && references($assetId)][0]{ "size": *[_id == $assetId][0].size }
}`;

type Facts = { kind?: string | null; revision?: string | null; size?: number | null } | null;
export type Found = { declaration?: Facts; page?: Facts } | null;

/** /media/files/<sha1>.pdf: the file a site path names (web/src/catalogue/DeclarationList.tsx). */
export const declarationFilePath = (sha1: string) => `/media/files/${sha1}.pdf`;

/** The response for /media/files/<file>: the PDF, or 404 for a name that is not a declaration's. */
export async function declarationFileResponse(file: string): Promise<Response> {
  const sha1 = SAFE_NAME.exec(file)?.[1];
  if (!sha1) return notFound();
  const result = (await contentSource().fetch({
    query: SERVED_FILE_QUERY,
    params: { sha1, assetId: `file-${sha1}-pdf` },
    tags: [listTag("declaration"), listTag("sitePage")],
  })) as Found;
  const found = result?.declaration ?? result?.page;
  if (!found || (found.size ?? 0) > MAX_DECLARATION_BYTES) return notFound();
  try {
    const body = localLake() ? await fromLake(file) : await fromDataset(file);
    if (!body) return notFound();
    const name = `${[found.kind, found.revision && `rev-${found.revision}`].filter(Boolean).join("-") || sha1}.pdf`;
    return new Response(body.stream, {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(body.size),
        "content-disposition": `attachment; filename="${name.replace(/[^A-Za-z0-9.-]/g, "_")}"`,
        "cache-control": "public, max-age=31536000, immutable",
        ...UPLOADED_FILE_HEADERS,
      },
    });
  } catch {
    return notFound();
  }
}

const notFound = () => new Response("Not found", { status: 404 });

type Body = { stream: ReadableStream<Uint8Array>; size: number };

async function fromDataset(file: string): Promise<Body | null> {
  const assets = path.join(path.dirname(datasetPath()), "assets");
  const handle = await open(/*turbopackIgnore: true*/ path.join(assets, file));
  const { size } = await handle.stat();
  if (size > MAX_DECLARATION_BYTES) {
    await handle.close();
    return null;
  }
  // The stream closes the handle when it ends or is cancelled.
  const stream = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  return { stream, size };
}

async function fromLake(file: string): Promise<Body | null> {
  const url = `${sanityConfig.apiHost}/files/${sanityConfig.projectId}/${sanityConfig.dataset}/${file}`;
  const response = await fetch(url, { cache: "no-store", signal: AbortSignal.timeout(10_000) });
  const size = Number(response.headers.get("content-length"));
  if (!response.ok || !response.body || !Number.isFinite(size) || size <= 0 || size > MAX_DECLARATION_BYTES) {
    await response.body?.cancel();
    return null;
  }
  return { stream: response.body, size };
}
