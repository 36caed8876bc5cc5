// The WeChat share card's work, loaded by WeChatShare.tsx only inside WeChat's browser: the
// signature of the page's address from the site, the JS-SDK (weixin-js-sdk, served by the site)
// configured with it, and the page's Open Graph card handed to WeChat.

interface Signature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** WeChat on iOS checks the signature against the address the visitor landed on, not the current one. */
let landing: string | null = null;

export async function configure(cancelled: () => boolean) {
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
