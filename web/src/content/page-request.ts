import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { siteUrl } from "@/seo/site-url";

// A page asked for the way nginx forwards a visitor's request: with the public host and scheme
// (from SITE_URL) and only the headers given. Used after a publish to have nginx fetch a page
// again (proxy-refresh.ts) and to write a page file from this instance's answer (page-files.ts).

const REQUEST_TIMEOUT_MS = 10_000;

export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Empty unless asked for (`keepBody`). */
  body: Buffer;
}

/** GETs `url`; rejects on a network error or after 10 s. */
export function getPageAsVisitor(
  url: URL,
  headers: Record<string, string>,
  { keepBody = false }: { keepBody?: boolean } = {},
): Promise<PageAnswer> {
  const site = new URL(siteUrl());
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "GET",
        headers: { ...headers, host: site.host, "x-forwarded-proto": site.protocol.slice(0, -1) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        if (keepBody) res.on("data", (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}
