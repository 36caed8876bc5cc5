// What startLake (server.ts) is started with: cli.ts fills it from the environment, tests and
// scripts/run/local-lake.ts directly.
import type { QueryLimits } from "./query-pool.ts";

export interface LakeOptions {
  port: number;
  /** Interface to listen on. Anything but loopback requires `editors`. */
  host?: string;
  dataDir: string;
  /** Folder with production.ndjson and assets/, copied into an empty data folder. */
  seedDir?: string;
  /** A built studio to serve at `/`. */
  studioDir?: string;
  /**
   * The site the served studio's Presentation tool shows, written into the studio's page (a studio
   * built with SANITY_STUDIO_PREVIEW_URL=lake reads it there): one studio build for any site port.
   */
  previewUrl?: string;
  webhook?: { url: string; secret: string };
  /** Path of the editors file; when set, every API call needs a session. */
  editors?: string;
  /** Key of the sign-in's proof-of-work challenges (LAKE_ALTCHA_HMAC_KEY); else random per process. */
  loginProofKey?: string;
  /** A service token that may read (queries, documents, listeners, history) but not write: the site's. */
  readToken?: string;
  /** Extra browser origins allowed to call the API (e.g. the site, for the Presentation tool). */
  corsOrigins?: string[];
  /** The address browsers use when it differs from http://<host>:<port> (a proxy, a DNS name). */
  publicUrl?: string;
  projectId?: string;
  dataset?: string;
  /** How long a deleted asset's file is kept, out of public reach, for a restore (deleted-assets.ts). */
  deletedAssetGraceMs?: number;
  /** Time, memory and concurrency bounds of GROQ queries (query-pool.ts). */
  queryLimits?: Partial<QueryLimits>;
  /** Version of the `sanity` package the served studio was built with (its update check asks). */
  studioVersion?: string;
  /**
   * How many proxies of the operator's own stand in front (1 behind deploy/nginx-lake.conf): the
   * sign-in lockout then counts the editor's address from X-Forwarded-For, not the proxy's, which
   * would lock every editor out after anyone's ten wrong passwords. 0 (default): the socket's.
   */
  trustedProxyHops?: number;
}
