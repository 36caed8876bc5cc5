import { describe, expect, it } from "vitest";
import { parseAssetId, resolveImage } from "./image";

describe("content images", () => {
  const ref = { asset: { _ref: "image-3f2a9c-1600x900-jpg" }, alt: "300mm 晶圆" };

  it("reads size and file from a Sanity asset id", () => {
    expect(parseAssetId("image-3f2a9c-1600x900-jpg")).toEqual({
      file: "3f2a9c-1600x900.jpg",
      width: 1600,
      height: 900,
      ext: "jpg",
    });
    expect(parseAssetId("file-abc-pdf")).toBeNull();
  });

  it("serves embedded assets from the site itself", () => {
    expect(resolveImage(ref, null)).toEqual({
      src: "/media/3f2a9c-1600x900.jpg",
      width: 1600,
      height: 900,
      alt: "300mm 晶圆",
      unoptimized: false,
    });
  });

  it("points at the Sanity CDN in Sanity mode, for the server-side optimizer to fetch", () => {
    expect(resolveImage(ref, { projectId: "abc123", dataset: "production" })?.src).toBe(
      "https://cdn.sanity.io/images/abc123/production/3f2a9c-1600x900.jpg",
    );
  });

  it("does not optimise SVG and ignores missing images", () => {
    expect(resolveImage({ asset: { _ref: "image-aa-10x10-svg" } }, null)?.unoptimized).toBe(true);
    expect(resolveImage(null, null)).toBeNull();
  });
});
