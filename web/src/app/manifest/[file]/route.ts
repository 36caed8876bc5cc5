import { MANIFEST_FILES, webManifest } from "@/metadata/manifest";

// The web app manifest of each language (metadata/manifest.ts).
export function generateStaticParams() {
  return MANIFEST_FILES.map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return webManifest((await params).file);
}
