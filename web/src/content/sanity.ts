import "server-only";
import { createClient, type SanityClient } from "@sanity/client";
import { config } from "@/config/env";
import { currentRequestId } from "@/ops/log";
import type { SourceQuery } from "./query";
import { stegaConfig } from "./stega";

/**
 * A Content Lake, read on the server only (the token never reaches a browser): a real Sanity
 * project, or the local lake `npm start` runs (SANITY_API_HOST, e.g. http://localhost:3333; see
 * docs/decisions/0006-local-lake-and-content-source.md).
 */
export const sanityConfig = {
  get projectId(): string {
    return config().SANITY_PROJECT_ID ?? "";
  },
  get dataset(): string {
    return config().SANITY_DATASET;
  },
  get apiVersion(): string {
    return config().SANITY_API_VERSION;
  },
  get token(): string | undefined {
    return config().SANITY_API_READ_TOKEN;
  },
  /** Unset: Sanity's own API (https://<projectId>.api.sanity.io). */
  get apiHost(): string | undefined {
    return config().SANITY_API_HOST;
  },
  /**
   * Where editors open the studio: stega-encoded drafts name it, so a click in the Presentation
   * tool's frame opens the field there. The local lake serves the studio at its own origin.
   */
  get studioUrl(): string {
    return config().SANITY_STUDIO_URL ?? config().SANITY_API_HOST ?? "http://localhost:3333";
  },
};

export const sanityConfigured = () => sanityConfig.projectId !== "";

/** True when the lake is our own local one rather than Sanity's hosted API. */
export const localLake = () => sanityConfigured() && sanityConfig.apiHost !== undefined;

let client: SanityClient | undefined;
export function sanityClient(): SanityClient {
  client ??= createClient({
    projectId: sanityConfig.projectId,
    dataset: sanityConfig.dataset,
    apiVersion: sanityConfig.apiVersion,
    token: sanityConfig.token,
    ...(sanityConfig.apiHost
      ? {
          apiHost: sanityConfig.apiHost,
          // Not `<projectId>.localhost`: Node's resolver does not map subdomains of localhost to
          // loopback as browsers do. The client then names the project in a header instead.
          useProjectHostname: false,
        }
      : {}),
    // Freshness comes from tag revalidation; the CDN would add its own staleness on top.
    useCdn: false,
    timeout: 10_000,
  });
  return client;
}

/**
 * Drafts (draft mode only) come with stega-encoded strings from the content source map, for the
 * Presentation tool's click-to-edit overlays; published content never does (content/stega.ts).
 */
export async function querySanity<T>({ query, params, perspective }: SourceQuery): Promise<T> {
  const requestId = currentRequestId();
  return sanityClient().fetch<T>(query, params ?? {}, {
    perspective,
    cache: "no-store",
    // The visit's id reaches the lake's log lines too (web/src/health/requests.ts).
    ...(requestId ? { headers: { "x-request-id": requestId } } : {}),
    ...(perspective === "drafts" ? { stega: stegaConfig(sanityConfig.studioUrl) } : {}),
  });
}

/**
 * Where the local lake serves an image file (`<hash>-<w>x<h>.<ext>`), as Sanity's CDN would. The
 * site proxies it under /media/ (app/media/[file]/route.ts): the image optimizer refuses loopback
 * hosts, and visitors load everything from the site's own origin.
 */
export function lakeImageUrl(file: string): string {
  return `${sanityConfig.apiHost}/images/${sanityConfig.projectId}/${sanityConfig.dataset}/${file}`;
}
