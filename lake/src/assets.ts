// Image and file uploads (POST /assets/images|files/{dataset}) and serving them at the addresses
// @sanity/image-url and asset `url`s use: <apiHost>/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>
// and <apiHost>/files/<project>/<dataset>/<sha1>.<ext>.
//
// Files live in <data>/assets/ under Sanity's own file names, the same layout as studio/seed/assets,
// so the seed's images are served unchanged and an export needs no renaming. The file is written
// and fsynced before its asset document is committed: a document never points at a missing file.
import { createHash, randomUUID } from "node:crypto";
import {
  closeSync,
  createReadStream,
  existsSync,
  fstatSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { badRequest, notFound } from "./errors.ts";
import { MAX_UPLOAD_BYTES, readBodyChunks, sendError } from "./http.ts";
import { ImageCache } from "./image-cache.ts";
import { computeImageMetadata } from "./image-metadata.ts";
import { imageTransformOf, type OutputFormat, rendersNew } from "./image-params.ts";
import { OUTPUT_EXTENSION, renderImage } from "./image-transform.ts";
import { fsyncDir } from "./store.ts";
import type { Doc } from "./types.ts";

/**
 * Bytes of an upload kept in memory to read its format and dimensions: the rest streams to disk
 * (issue 40: a 200 MB upload held whole, several at once, took the lake's memory). 1 MB: a JPEG's
 * size comes after its EXIF, ICC and XMP segments (each at most 64 KB), an SVG's in its first tag.
 */
const HEAD_BYTES = 1024 * 1024;

/** An upload received to a temporary file in the assets folder. */
interface Received {
  temporary: string;
  sha1: string;
  size: number;
  head: Buffer;
}

const MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  txt: "text/plain",
  json: "application/json",
  mp4: "video/mp4",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * On every uploaded file: an SVG (or an HTML file renamed .txt) opened from the lake's origin
 * must not run script there, where the studio and its session live (issue 32).
 */
export const UPLOADED_FILE_HEADERS = {
  "content-security-policy": "default-src 'none'; sandbox",
  "x-content-type-options": "nosniff",
} as const;

/** Width, height and extension of an image from its header; null when the bytes are no image we know. */
export function imageInfo(bytes: Buffer): { width: number; height: number; ext: string } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), ext: "png" };
  if (bytes.length >= 10 && bytes.toString("ascii", 0, 3) === "GIF")
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8), ext: "gif" };
  if (bytes.length >= 30 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") {
    const chunk = bytes.toString("ascii", 12, 16);
    if (chunk === "VP8X")
      return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3), ext: "webp" };
    if (chunk === "VP8L") {
      const bits = bytes.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), ext: "webp" };
    }
    if (chunk === "VP8 ")
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff, ext: "webp" };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] as number;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), ext: "jpg" };
      at += 2 + length;
    }
    return null;
  }
  const head = bytes.toString("utf8", 0, Math.min(bytes.length, 2048));
  if (/<svg[\s>]/.test(head)) {
    const tag = /<svg[^>]*>/.exec(head)?.[0] ?? "";
    const attr = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)`).exec(tag)?.[1] ?? "");
    const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
    const width = Math.round(attr("width") || Number(box?.[1]) || 100);
    const height = Math.round(attr("height") || Number(box?.[2]) || 100);
    return { width, height, ext: "svg" };
  }
  return null;
}

/** Sanity's file names: `<sha1>-<w>x<h>.<ext>` for images, `<sha1>.<ext>` for files. */
export const ASSET_FILE = /^[0-9a-f]{40}(-\d+x\d+)?\.[a-z0-9]+$/;

/** The asset document that names a file (the ids Sanity derives from the same parts). */
export function assetIdOf(file: string): string | null {
  const parts = /^([0-9a-f]{40})(-\d+x\d+)?\.([a-z0-9]+)$/.exec(file);
  if (!parts) return null;
  return parts[2] ? `image-${parts[1]}${parts[2]}-${parts[3]}` : `file-${parts[1]}-${parts[3]}`;
}

export const isAssetType = (type: unknown) => type === "sanity.imageAsset" || type === "sanity.fileAsset";

export class Assets {
  readonly dir: string;
  private projectId: string;
  private dataset: string;
  private publicBase: string;
  private exists: (id: string) => boolean;
  /** Transformed images, in <data>/image-cache/ (bounded in bytes: image-cache.ts). */
  private cache: ImageCache;

  constructor(options: {
    dir: string;
    projectId: string;
    dataset: string;
    publicBase: string;
    /** Whether an asset document exists: a file is public only while its document does (issue 40). */
    exists: (id: string) => boolean;
    /** Bound of the transformed images kept on disk (DEFAULT_IMAGE_CACHE_BYTES). */
    imageCacheBytes?: number;
  }) {
    this.dir = options.dir;
    this.projectId = options.projectId;
    this.dataset = options.dataset;
    this.publicBase = options.publicBase;
    this.exists = options.exists;
    this.cache = new ImageCache(path.join(path.dirname(this.dir), "image-cache"), options.imageCacheBytes);
    // Uploads a crash cut short: never committed, never named.
    for (const name of readdirSync(this.dir))
      if (name.startsWith(".upload-")) rmSync(path.join(this.dir, name), { force: true });
  }

  /**
   * Receives an upload (POST /assets/images|files) through the capped reader, straight to a
   * temporary file while hashing it, and stores it under its name: the asset document to commit.
   */
  async receive(kind: "images" | "files", req: IncomingMessage, search: URLSearchParams): Promise<Doc> {
    const temporary = path.join(this.dir, `.upload-${randomUUID()}.tmp`);
    const fd = openSync(temporary, "w", 0o600);
    const hash = createHash("sha1");
    const head: Buffer[] = [];
    let headSize = 0;
    let open = true;
    try {
      const size = await readBodyChunks(req, MAX_UPLOAD_BYTES, (chunk) => {
        hash.update(chunk);
        writeSync(fd, chunk);
        if (headSize < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headSize));
          headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
        }
      });
      fsyncSync(fd);
      closeSync(fd);
      open = false;
      return await this.prepare(kind, { temporary, sha1: hash.digest("hex"), size, head: Buffer.concat(head) }, search);
    } finally {
      if (open) closeSync(fd);
      rmSync(temporary, { force: true });
    }
  }

  /** Stores a received upload and returns the asset document to commit (or the existing one's id). */
  private async prepare(kind: "images" | "files", upload: Received, search: URLSearchParams): Promise<Doc> {
    if (upload.size === 0) throw badRequest("文件为空。The upload is empty.");
    const { sha1, head: bytes } = upload;
    const originalFilename = search.get("filename") ?? undefined;
    const now = new Date().toISOString();
    const base = {
      assetId: sha1,
      sha1hash: sha1,
      originalFilename,
      size: upload.size,
      uploadId: sha1,
      _createdAt: now,
      ...(search.get("label") ? { label: search.get("label") } : {}),
      ...(search.get("title") ? { title: search.get("title") } : {}),
      ...(search.get("description") ? { description: search.get("description") } : {}),
    };
    if (kind === "images") {
      const info = imageInfo(bytes);
      if (!info)
        throw badRequest(
          "只能上传 PNG、JPEG、GIF、WebP 或 SVG 图片。The upload is not an image (PNG, JPEG, GIF, WebP or SVG).",
          "invalidImage",
        );
      const file = `${sha1}-${info.width}x${info.height}.${info.ext}`;
      this.save(file, upload.temporary);
      // lqip, palette and blurHash from the stored file (SVG is vector: Sanity's are of a raster).
      const computed = info.ext === "svg" ? null : await computeImageMetadata(path.join(this.dir, file));
      const assetPath = `images/${this.projectId}/${this.dataset}/${file}`;
      return {
        _id: `image-${sha1}-${info.width}x${info.height}-${info.ext}`,
        _type: "sanity.imageAsset",
        ...base,
        extension: info.ext,
        mimeType: MIME[info.ext] ?? "application/octet-stream",
        path: assetPath,
        url: `${this.publicBase}/${assetPath}`,
        metadata: {
          _type: "sanity.imageMetadata",
          dimensions: {
            _type: "sanity.imageDimensions",
            width: info.width,
            height: info.height,
            aspectRatio: info.width / info.height,
          },
          hasAlpha: info.ext === "png" || info.ext === "webp" || info.ext === "gif" || info.ext === "svg",
          isOpaque: info.ext === "jpg",
          ...computed,
        },
      };
    }
    const ext =
      (originalFilename ? path.extname(originalFilename).slice(1).toLowerCase() : "").replace(/[^a-z0-9]/g, "") ||
      "bin";
    const file = `${sha1}.${ext}`;
    this.save(file, upload.temporary);
    const assetPath = `files/${this.projectId}/${this.dataset}/${file}`;
    return {
      _id: `file-${sha1}-${ext}`,
      _type: "sanity.fileAsset",
      ...base,
      extension: ext,
      mimeType: MIME[ext] ?? "application/octet-stream",
      path: assetPath,
      url: `${this.publicBase}/${assetPath}`,
    };
  }

  /** Moves the fsynced temporary file to its name (atomic), unless the same bytes are there already. */
  private save(file: string, temporary: string) {
    const target = path.join(this.dir, file);
    if (existsSync(target)) return;
    renameSync(temporary, target);
    fsyncDir(this.dir);
  }

  /**
   * Serves /images/<project>/<dataset>/<file> and /files/..., images transformed as their URL asks
   * (image-params.ts; SVG and GIF as they are). Only while the file's asset document exists: a
   * deleted asset answers 404 at once, before its file has been moved out of the folder
   * (deleted-assets.ts). Errors are answered here (a 400 for a bad parameter, never a 500).
   */
  async serve(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    try {
      await this.send(req, res, file);
    } catch (error) {
      sendError(res, error);
    }
  }

  private async send(req: IncomingMessage, res: ServerResponse, file: string) {
    const id = assetIdOf(file);
    if (!id || !this.exists(id)) throw notFound("no such asset");
    const target = path.join(this.dir, file);
    if (!existsSync(target)) throw notFound("no such asset");
    const ext = path.extname(file).slice(1);
    const search = new URL(req.url ?? "/", "http://lake").searchParams;
    const raster = id.startsWith("image-") && (ext === "jpg" || ext === "png" || ext === "webp");
    const transform = raster ? imageTransformOf(search, req.headers.accept ?? "") : null;
    let type = MIME[ext] ?? "application/octet-stream";
    let body: number | Buffer;
    if (transform && rendersNew(transform)) {
      const source = ext as OutputFormat;
      const output = OUTPUT_EXTENSION[transform.format ?? source];
      const name = ImageCache.nameFor(file, { ...transform, download: null }, output);
      body = await this.openRendering(name, () => renderImage(target, source, transform));
      type = MIME[output] ?? type;
    } else {
      try {
        body = openSync(target, "r");
      } catch {
        throw notFound("no such asset"); // withdrawn since the check above (deleted-assets.ts)
      }
    }
    const download = search.get("dl");
    res.writeHead(200, {
      "content-type": type,
      "content-length": typeof body === "number" ? fstatSync(body).size : body.length,
      // The name is the content's hash and the parameters are in the URL: it never changes, but
      // for auto=format, whose answer depends on the browser's Accept.
      "cache-control": "public, max-age=31536000, immutable",
      ...(search.has("auto") ? { vary: "accept" } : {}),
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
      ...UPLOADED_FILE_HEADERS,
      // Only raster and vector images open in the browser; anything else, or `dl`, is a download.
      ...(download !== null
        ? { "content-disposition": attachment(download || file) }
        : type.startsWith("image/")
          ? {}
          : { "content-disposition": "attachment" }),
    });
    if (typeof body !== "number") res.end(req.method === "HEAD" ? undefined : body);
    else if (req.method === "HEAD") {
      closeSync(body);
      res.end();
    }
    // pipeline, not pipe: a client that goes away mid-answer closes the file too.
    else await pipeline(createReadStream("", { fd: body }), res).catch(() => undefined);
  }

  /**
   * A rendering from the cache, opened: once open, its eviction (an unlink) cannot take it away
   * mid-answer. If it went between the cache's answer and the open, it is rendered again.
   */
  private async openRendering(name: string, render: () => Promise<Buffer>): Promise<number | Buffer> {
    for (let attempt = 0; ; attempt++) {
      const found = await this.cache.file(name, render);
      if (typeof found !== "string") return found;
      try {
        return openSync(found, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt > 0) throw error;
        this.cache.forget(name);
      }
    }
  }
}

/** `attachment` with a file name any browser reads: ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  // Printable characters only (no control characters, quotes or slashes), then ASCII for the fallback.
  const clean = [...name.slice(0, 200)].map((c) => (c < " " || c === "\u007f" || /["\\/]/.test(c) ? "_" : c)).join("");
  const ascii = clean.replace(/[^ -~]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
