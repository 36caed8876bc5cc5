import { readFile } from "node:fs/promises";
import path from "node:path";
import { datasetPath } from "@/content/embedded";
import { lakeImageUrl, localLake } from "@/content/sanity";
import { UPLOADED_FILE_HEADERS } from "@/http/security-headers";

// Content image files, served by the site itself: the embedded dataset's (studio/seed/assets/),
// or, when the site reads the local lake, the lake's, fetched from it on the server.
// File names are content hashes, so responses never change and are cached for a year.

const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};
const SAFE_NAME = /^[a-zA-Z0-9]+-\d+x\d+\.(svg|png|jpe?g|webp)$/;

/** The response for /media/<file>: the image, or 404 for a name that is not one of ours. */
export async function contentImageResponse(file: string): Promise<Response> {
  if (!SAFE_NAME.test(file)) return new Response("Not found", { status: 404 });
  try {
    const bytes = localLake() ? await fromLake(file) : await fromDataset(file);
    const ext = file.split(".").pop() as string;
    return new Response(bytes, {
      headers: {
        "content-type": TYPES[ext] ?? "application/octet-stream",
        "cache-control": "public, max-age=31536000, immutable",
        // An SVG opened directly must not run scripts on our origin (next.config.ts repeats these
        // for /media after the site-wide rule, which would otherwise replace them: issue 32).
        ...UPLOADED_FILE_HEADERS,
      },
    });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

async function fromDataset(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const assets = path.join(path.dirname(datasetPath()), "assets");
  return new Uint8Array(await readFile(/*turbopackIgnore: true*/ path.join(assets, file)));
}

async function fromLake(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(lakeImageUrl(file), { cache: "no-store", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`lake answered ${response.status} for ${file}`);
  return new Uint8Array(await response.arrayBuffer());
}
