"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * The share card inside WeChat, whose browser ignores Open Graph and builds its card only from
 * the JS-SDK. Outside WeChat (no `MicroMessenger` in the user agent) this does nothing and loads
 * nothing: the SDK is a separate chunk of the site, imported only here and only then. Inside, it
 * asks the site for a signature of the page's address (404 while WeChat is not configured, 503
 * while WeChat is away: no card, the page is unaffected) and gives WeChat the page's own Open
 * Graph title, description and image, which are in the page's language.
 */
export function WeChatShare() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, one card per page
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return;
    let cancelled = false;
    void configure(() => cancelled).catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
}

interface Signature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** WeChat on iOS checks the signature against the address the visitor landed on, not the current one. */
let landing: string | null = null;

async function configure(cancelled: () => boolean) {
  const here = location.href.split("#", 1)[0] ?? location.href;
  landing ??= here;
  const signed = /iPhone|iPad/i.test(navigator.userAgent) ? landing : here;
  const response = await fetch(`/api/wechat/signature?url=${encodeURIComponent(signed)}`, { cache: "no-store" });
  if (!response.ok || cancelled()) return;
  const signature = (await response.json()) as Signature;
  const { default: wx } = await import("weixin-js-sdk");
  if (cancelled()) return;
  wx.config({ debug: false, ...signature, jsApiList: ["updateAppMessageShareData", "updateTimelineShareData"] });
  wx.ready(() => {
    const card = shareCard(document, here);
    wx.updateAppMessageShareData({ ...card, success() {} });
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success() {} });
  });
}

/** The page's Open Graph card, as WeChat's share data. */
export function shareCard(doc: Document, link: string): { title: string; desc: string; link: string; imgUrl: string } {
  const meta = (property: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content?.trim() ?? "";
  const image = meta("og:image");
  return {
    title: meta("og:title") || doc.title,
    desc: meta("og:description") || doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content || "",
    link,
    imgUrl: image ? new URL(image, link).href : "",
  };
}
