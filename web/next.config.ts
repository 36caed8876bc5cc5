import { execSync } from "node:child_process";
import path from "node:path";
import type { NextConfig } from "next";
import pkg from "./package.json" with { type: "json" };
import { addCompileHints } from "./src/build/compile-hints";
import { parseWebEnv, type WebConfig } from "./src/config/env";
import { securityHeaderRules, UPLOADED_FILE_HEADERS, uploadedFileHeaderRules } from "./src/http/security-headers";
import { resumeHeaderRules } from "./src/inbox/resume-policy";

// The build reads the environment through the site's schema too (src/config/env.ts): a wrong value
// stops `next build` (and `next start`, which loads this file) with the same one message.
const env: WebConfig = (() => {
  const parsed = parseWebEnv(process.env);
  if (parsed.ok) return parsed.config;
  process.stderr.write(`${parsed.message}\n`);
  process.exit(1);
})();

/** The commit being built: BUILD_COMMIT from CI, else git, else unknown (shown on /test). */
function buildCommit(): string {
  if (env.BUILD_COMMIT) return env.BUILD_COMMIT;
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

/** The Sanity CDN path of the project the site reads, when it reads a real Sanity project. */
function sanityImagePatterns() {
  const projectId = env.SANITY_PROJECT_ID;
  if (!projectId || env.SANITY_API_HOST) return [];
  const dataset = env.SANITY_DATASET;
  return [
    {
      protocol: "https" as const,
      hostname: "cdn.sanity.io",
      pathname: `/images/${projectId}/${dataset}/**`,
      search: "",
    },
  ];
}

// Both caches live in each process's memory until REDIS_URL is set at run time; then every instance
// shares them in Redis (docs/architecture.md, Caches). Maintained handlers for Next's documented
// interfaces, set up in TypeScript that Node runs as it is. Paths are absolute for the build.
const cacheDir = path.join(import.meta.dirname, "cache");

const nextConfig: NextConfig = {
  // A self-contained server (node .next/standalone/web/server.js) for the container image and the
  // cluster; `next start` still serves the same build (scripts/run/standalone.mjs assembles the folder).
  output: "standalone",
  outputFileTracingRoot: path.join(import.meta.dirname, ".."),
  cacheHandler: path.join(cacheDir, "route-cache.ts"),
  cacheHandlers: {
    default: path.join(cacheDir, "data-cache.ts"),
    remote: path.join(cacheDir, "data-cache.ts"),
  },
  // The shared schema package and the lake's accounts module (the inbox's sign-in) ship TypeScript source.
  transpilePackages: ["@wafer/schemas", "@wafer/server-kit"],
  poweredByHeader: false,
  // Security headers on every response, in one place (src/http/security-headers.ts, docs/security.md).
  // Uploaded files (/media) and resumes in the staff inbox (src/inbox/resume-policy.ts) then get
  // `default-src 'none'; sandbox` instead.
  headers: async () => [
    ...securityHeaderRules({ studioOrigin: env.SANITY_STUDIO_ORIGIN }),
    ...uploadedFileHeaderRules(),
    ...resumeHeaderRules(),
  ],
  // IndexNow's key file at the root, /<key>.txt (8 to 128 letters, digits, dashes): answered from
  // INDEXNOW_KEY at run time (src/reach/push/key-file.ts). After public files, before pages.
  rewrites: async () => [{ source: "/:file([A-Za-z0-9-]{8,128}\\.txt)", destination: "/api/indexnow/key/:file" }],
  // PGlite loads its WebAssembly and data files from its own package folder at run time; prom-client
  // is loaded once from node_modules (one registry, whatever chunk asks: web/src/ops/metrics.ts).
  serverExternalPackages: ["@electric-sql/pglite", "prom-client"],
  // Inlined at build for the /test status page.
  env: {
    NEXT_PUBLIC_BUILD_VERSION: pkg.version,
    NEXT_PUBLIC_BUILD_COMMIT: buildCommit(),
    // The origin prerendered pages were built with; the server warns when it runs with another.
    BUILD_SITE_URL: env.SITE_URL ?? "",
  },
  reactStrictMode: true,
  compiler: {
    // V8 compiles the large script chunks while they download instead of on the main thread when
    // they start (src/build/compile-hints.ts; docs/decisions/0024-compile-hints.md).
    runAfterProductionCompile: async ({ distDir }) => {
      console.log(`Compile hints: ${addCompileHints(distDir).length} script chunk(s) marked for eager compilation`);
    },
  },
  // Cache Components: query results are cached with `"use cache"`, tagged per document and
  // expired by the webhook (docs/decisions/0003-content-caching.md).
  cacheComponents: true,
  // Without Partial Prefetching a revalidated page is re-rendered before it is answered, so the
  // first visitor after a publish already sees the change (with it, an app shell streams first).
  partialPrefetching: false,
  experimental: {
    // No turbopackChunking: merging script files (13 → 10) made tasks longer and TBT worse on a
    // quiet machine (article 126 → 293 ms; docs/decisions/0019-lighthouse-lab-lcp.md).
    // Not inlineCss: tried (issue 17), it put the CSS into the HTML twice (a <style> and the RSC
    // payload), 13 → 33 KB compressed per page, past the 25 KB budget, and stylesheets stop being
    // cached between pages. The CSS is small (about 7 KB compressed) and loads in parallel.
    // The proxy (src/proxy.ts) sees pages only, which take no body (no server actions): Next
    // buffers a copy of each request's body for it, 10 MB by default, so 100 concurrent POSTs to
    // any page held 1 GB (issue 40). The proxy answers them 405; it needs none of the body.
    proxyClientMaxBodySize: "16kb",
  },
  images: {
    // Content images: the seed's files under /media (embedded) or Sanity's CDN, always through
    // the site's own optimizer, so visitors in mainland China never load a third-party host.
    // No query string (`search: ""`): each `?cb=N` was a new variant on disk (issue 32). Only the
    // configured Sanity project's images are fetched from elsewhere; with the embedded dataset or
    // the local lake there is no remote pattern, so a remote `url=` is a 400 without any request.
    localPatterns: [{ pathname: "/media/**", search: "" }],
    remotePatterns: sanityImagePatterns(),
    // AVIF first (about a fifth smaller than WebP for our drawings and photos), WebP for the rest;
    // the optimizer caches each variant, so its encoding cost is paid once per width.
    formats: ["image/avif", "image/webp"],
    // The optimizer sets its own policy on what it answers (its header wins over header rules):
    // the same one as every uploaded file (web/src/http/security-headers.ts, issue 32).
    contentSecurityPolicy: UPLOADED_FILE_HEADERS["content-security-policy"],
    // Fewer widths than Next's eight: every candidate is written into each <img srcset>, the preload
    // link and the RSC payload of the page, and phones (360–430 px at 2–3×) and desktops (560–1,200 px
    // columns) are served within about 20 % by these (issue 17: smaller HTML).
    deviceSizes: [640, 828, 1080, 1280, 1920],
  },
};

export default nextConfig;
