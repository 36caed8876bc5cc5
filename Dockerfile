# syntax=docker/dockerfile:1
# The site as a container image: Next.js standalone output on Node 24, run as the unprivileged
# `node` user. compose.yaml runs two of these behind nginx; docs/deploy.md explains the environment.
# The same build and the same folder are what scripts/cluster/cluster.mjs runs (scripts/run/standalone.mjs).

# --- dependencies, from the lockfile only (cached until it changes) ---------------------------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY web/package.json web/
COPY schemas/package.json schemas/
COPY server-kit/package.json server-kit/
COPY studio/package.json studio/
RUN pnpm install --frozen-lockfile --filter "@wafer/web..."

# --- the production build -------------------------------------------------------------------
FROM deps AS build
COPY . .
ARG BUILD_COMMIT=unknown
# The public origin prerendered pages carry in their canonical links (docs/decisions/0012); the
# running instances read SITE_URL again (compose.yaml) and warn when it differs.
ARG SITE_URL=http://localhost
# The studio allowed to frame the site (CSP frame-ancestors, compiled into the build). Behind the
# documented nginx the instances run with SECURITY_HEADERS_BY_PROXY=1 and nginx sends these headers
# from deploy/security-headers.conf, written for the same value (`pnpm deploy:headers`, 0021).
ARG SANITY_STUDIO_ORIGIN=
ENV BUILD_COMMIT=$BUILD_COMMIT SITE_URL=$SITE_URL SANITY_STUDIO_ORIGIN=$SANITY_STUDIO_ORIGIN NEXT_TELEMETRY_DISABLED=1
RUN pnpm --dir web exec next build && node scripts/run/standalone.mjs

# --- operator commands: `pnpm backup` and `pnpm restore` with the repository's scripts -------------
# (compose.yaml's `backup` service; docs/deploy.md). No build: the scripts run the sources.
FROM deps AS ops
COPY . .
RUN mkdir -p /backups /metrics && chown node:node /backups /metrics
USER node
CMD ["node", "scripts/ops/backup.mjs"]

# --- the image that runs ----------------------------------------------------------------------
FROM node:24-bookworm-slim AS run
# NODE_OPTIONS, MALLOC_*: a small resident memory (scripts/run/server-memory.mjs, the same).
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=4" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/web/.next/standalone ./
# Writable by the server: generated secrets and PGlite (/app/.data), the last good content
# (/app/web/.data, from the working directory) and the image optimizer's cache.
RUN mkdir -p /app/.data /app/web/.data /app/web/.next/cache \
  && chown node:node /app/.data /app/web/.data /app/web/.next/cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "web/server.js"]
