import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cacheLife } from "next/cache";
import { ImageResponse } from "next/og";
import type { Locale } from "@/i18n/config";
import { logoMarkSvg } from "./logo-mark";
import { ogTitle } from "./og-title";

/*
 * Link-preview images (1200×630 PNG) through next/og. Chinese titles need a CJK font: Noto Sans SC
 * (OFL) from the `@embedpdf/fonts-sc` package, read from disk by this module only, once per
 * process — never a font CDN, and no other page loads it. Titles are stripped of emoji: next/og
 * would fetch emoji images from a CDN.
 */

export const OG_SIZE = { width: 1200, height: 630 } as const;

let font: Promise<Buffer> | undefined;
function cjkFont(): Promise<Buffer> {
  font ??= readFile(
    path.join(process.cwd(), "node_modules", "@embedpdf", "fonts-sc", "fonts", "NotoSansHans-Bold.otf"),
  );
  return font;
}

const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu;
const MARK = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg({ rim: "#ffffff" })).toString("base64")}`;

/**
 * The PNG of a page's preview image, or null when no indexable page lives at `pagePath`. Cached
 * with the tags of the content it shows, so a publish of that document renders it anew.
 */
export async function ogImagePng(locale: Locale, pagePath: string): Promise<Uint8Array | null> {
  "use cache";
  cacheLife("max");
  const text = await ogTitle(locale, pagePath);
  if (!text) return null;
  const title = text.title.replace(EMOJI, "").trim();
  const size = title.length > 40 ? 52 : title.length > 20 ? 64 : 76;
  const response = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        padding: "64px 80px",
        background: "linear-gradient(135deg, #0b1b2f 0%, #0a4d8c 100%)",
        color: "#ffffff",
        fontFamily: "Noto Sans SC",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", height: 80 }}>
        {/* biome-ignore lint/performance/noImgElement: next/og renders plain elements */}
        <img src={MARK} width={72} height={72} alt="" />
        <div style={{ marginLeft: 24, fontSize: 34, letterSpacing: 2 }}>{text.siteName}</div>
      </div>
      {/* The title band (y 200–470): the rendering test measures glyphs here. */}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          position: "absolute",
          left: 80,
          right: 80,
          top: 200,
          height: 270,
        }}
      >
        <div style={{ fontSize: 30, color: "#7fd6e8", marginBottom: 16 }}>{text.kicker}</div>
        <div style={{ fontSize: size, lineHeight: 1.25, display: "flex" }}>{title}</div>
      </div>
      <div style={{ position: "absolute", left: 80, bottom: 56, fontSize: 26, color: "#b8c7d9" }}>{text.footer}</div>
    </div>,
    { ...OG_SIZE, fonts: [{ name: "Noto Sans SC", data: await cjkFont(), weight: 700, style: "normal" }] },
  );
  return new Uint8Array(await response.arrayBuffer());
}
