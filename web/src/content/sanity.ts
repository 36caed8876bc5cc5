import "server-only";
import { createClient, type SanityClient } from "@sanity/client";
import type { SourceQuery } from "./source";

/** A real Sanity project, read on the server only (the token never reaches a browser). */
export const sanityConfig = {
  projectId: process.env.SANITY_PROJECT_ID ?? "",
  dataset: process.env.SANITY_DATASET ?? "production",
  apiVersion: process.env.SANITY_API_VERSION ?? "2025-10-01",
  token: process.env.SANITY_API_READ_TOKEN,
};

export const sanityConfigured = () => sanityConfig.projectId !== "";

let client: SanityClient | undefined;
export function sanityClient(): SanityClient {
  client ??= createClient({
    projectId: sanityConfig.projectId,
    dataset: sanityConfig.dataset,
    apiVersion: sanityConfig.apiVersion,
    token: sanityConfig.token,
    // Freshness comes from tag revalidation; the CDN would add its own staleness on top.
    useCdn: false,
    timeout: 10_000,
  });
  return client;
}

export async function querySanity<T>({ query, params, perspective }: SourceQuery): Promise<T> {
  return sanityClient().fetch<T>(query, params ?? {}, { perspective, cache: "no-store" });
}
