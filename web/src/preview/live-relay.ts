import { draftMode } from "next/headers";
import { sanityClient, sanityConfig, sanityConfigured } from "@/content/sanity";

// Draft mode only: the content lake's listener (Sanity's /data/listen, or the local lake's, which
// speaks the same), relayed to the preview's LiveRefresh (preview/PreviewTools.tsx) by
// app/api/draft-mode/live. Relaying keeps the read token on the server and needs no CORS on the
// lake. Every committed change to a content document arrives as a `mutation` event; the page then
// re-renders with the draft.

/** Content documents only: the Presentation tool's own preview secrets are documents too. */
const LISTEN_QUERY = `*[!(_type in ["sanity.previewUrlSecret", "sanity.imageAsset", "sanity.fileAsset"])]`;

/** The listener's URL on the lake, with the query and the event options the preview needs. */
function listenUrl(): URL {
  const client = sanityClient();
  const url = new URL(client.getUrl(client.getDataUrl("listen")));
  url.searchParams.set("query", LISTEN_QUERY);
  url.searchParams.set("includeResult", "false");
  url.searchParams.set("includeMutations", "false");
  url.searchParams.set("visibility", "query");
  url.searchParams.set("tag", "site.preview.live");
  return url;
}

/** The lake's change events as a text/event-stream, for as long as the browser listens. */
export async function relayLiveEvents(request: Request): Promise<Response> {
  if (!(await draftMode()).isEnabled) return new Response("Draft mode is off", { status: 401 });
  if (!sanityConfigured()) return new Response("No content lake to follow", { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(listenUrl(), {
      headers: {
        accept: "text/event-stream",
        ...(sanityConfig.token ? { authorization: `Bearer ${sanityConfig.token}` } : {}),
        // The local lake names the project in a header (content/sanity.ts, useProjectHostname: false).
        "x-sanity-project-id": sanityConfig.projectId,
      },
      signal: request.signal,
      cache: "no-store",
    });
  } catch {
    return new Response("The content lake is not answering", { status: 503 });
  }
  if (!upstream.ok || !upstream.body) return new Response("The content lake refused to listen", { status: 502 });
  return new Response(upstream.body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
