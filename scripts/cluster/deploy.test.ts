// The container image and compose file cannot run on the build machines (no container daemon), so
// they are checked here against what the cluster script runs (scripts/cluster/cluster-lib.mjs), and the
// production nginx configuration (TLS and redirect included) is checked by nginx itself.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { instanceEnvironment, renderNginx } from "./cluster-lib.mjs";

const root = join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
type Service = {
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  image?: string;
  build?: string | { context: string; args?: Record<string, string> };
};
const compose = parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const placeholders = [
  ...new Set(
    read("deploy/nginx.conf")
      .split("\n")
      .filter((line) => !line.trimStart().startsWith("#"))
      .flatMap((line) => [...line.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1] as string)),
  ),
];

describe("compose.yaml", () => {
  const cluster = instanceEnvironment({
    databaseUrl: "postgres://x",
    redisUrl: "redis://x",
    secret: "s",
    siteUrl: "http://x",
    smtpUrl: "smtp://x",
  });

  it.each(["web-a", "web-b"])("%s gets every variable the cluster gives an instance", (name) => {
    const env = compose.services[name]?.environment ?? {};
    const build = compose.services[name]?.build;
    expect(typeof build === "string" ? build : build?.context).toBe(".");
    // The build prerenders pages with the origin the instances run with (docs/decisions/0012).
    expect(typeof build === "string" ? undefined : build?.args?.SITE_URL).toBe(env.SITE_URL);
    for (const key of Object.keys(cluster)) expect(env, key).toHaveProperty(key);
    // Values that must be the same in both places, whatever the deployment.
    expect(env.TRUSTED_PROXY_HOPS).toBe(cluster.TRUSTED_PROXY_HOPS);
    // nginx adds the security headers, so the instances leave them out (decision 0021).
    expect(env.SECURITY_HEADERS_BY_PROXY).toBe(cluster.SECURITY_HEADERS_BY_PROXY);
    expect(env.NODE_ENV).toBe("production");
    // Never 127.0.0.1: Next's locale rewrites would loop (see instanceEnvironment).
    expect(env.HOSTNAME).toBe("0.0.0.0");
    expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
  });

  it("runs nginx with deploy/nginx.conf as its template and fills every placeholder", () => {
    const nginx = compose.services.nginx as Service;
    expect(nginx.volumes).toContain("./deploy/nginx.conf:/etc/nginx/templates/nginx.conf.template:ro");
    expect(nginx.environment?.NGINX_ENVSUBST_OUTPUT_DIR).toBe("/etc/nginx");
    expect(placeholders.sort()).toEqual(
      Object.keys(nginx.environment ?? {})
        .filter((key) => key !== "NGINX_ENVSUBST_OUTPUT_DIR")
        .sort(),
    );
    expect(nginx.environment?.WEB_A).toBe("web-a:3000");
    expect(nginx.environment?.WEB_B).toBe("web-b:3000");
    // The security headers' include, as `pnpm deploy:headers` writes it, is where nginx reads it.
    expect(nginx.volumes).toContain(`./deploy/security-headers.conf:${nginx.environment?.NGINX_SECURITY_HEADERS}:ro`);
    // The build's CSP (frame-ancestors) and that include are made for the same studio origin.
    const build = compose.services["web-a"]?.build;
    expect(typeof build === "string" ? undefined : build?.args).toHaveProperty("SANITY_STUDIO_ORIGIN");
    for (const volume of nginx.volumes ?? []) {
      const source = volume.split(":")[0] as string;
      if (source.startsWith("..")) expect(existsSync(join(root, source)), source).toBe(true);
    }
  });

  it("has Redis, PostgreSQL 15 and an SMTP catcher", () => {
    expect(compose.services.redis?.image).toMatch(/^redis:7/);
    expect(compose.services.postgres?.image).toBe("postgres:15");
    expect(compose.services.mail?.image).toBeTruthy();
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);

  it("builds on Node 24 in several stages and runs the standalone server as a non-root user", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const image of stages) expect(image === "deps" || image?.startsWith("node:24")).toBe(true);
    const runStage = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
    expect(runStage).toMatch(/^USER node$/m);
    expect(runStage.indexOf("USER node")).toBeLessThan(runStage.indexOf("CMD"));
    expect(runStage).toMatch(/^CMD \["node", "web\/server\.js"\]$/m);
    expect(runStage).toMatch(/HOSTNAME=0\.0\.0\.0/);
    expect(runStage).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(dockerfile).toMatch(/next build && node scripts\/run\/standalone\.mjs/);
    expect(dockerfile).toMatch(/--frozen-lockfile/);
  });

  it("passes the studio origin to the build (the CSP nginx's include must match)", () => {
    expect(dockerfile).toMatch(/^ARG SANITY_STUDIO_ORIGIN/m);
  });

  it("leaves build output and local data out of the context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["**/node_modules", "**/.next", ".data"]) expect(ignored).toContain(entry);
  });
});

const nginx = ["/usr/sbin/nginx"].find((bin) => existsSync(bin));
const openssl = ["/usr/bin/openssl"].find((bin) => existsSync(bin));

describe.skipIf(!nginx || !openssl)("deploy/nginx.conf in production (HTTPS, redirect, the lake)", () => {
  const dir = mkdtempSync(join(tmpdir(), "wafer-nginx-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is accepted by nginx -t with TLS, HTTP/2, the port-80 redirect and the studio's lake server", () => {
    const cert = join(dir, "cert.pem");
    const key = join(dir, "key.pem");
    const made = spawnSync(openssl as string, [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=www.example.com",
      "-keyout",
      key,
      "-out",
      cert,
    ]);
    expect(made.status).toBe(0);
    const certs = (text: string) =>
      text
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
    writeFileSync(join(dir, "tls.conf"), certs(read("deploy/nginx-tls.conf")));
    // As documented (docs/deploy.md): every http-level include by one pattern. The redirect server
    // listens on 80 in production; nginx -t does not bind, so it stays as is.
    writeFileSync(join(dir, "http-redirect.conf"), read("deploy/nginx-redirect.conf"));
    writeFileSync(join(dir, "http-lake.conf"), certs(read("deploy/nginx-lake.conf")));
    const conf = join(dir, "nginx.conf");
    writeFileSync(
      conf,
      renderNginx({
        NGINX_RUN: dir,
        NGINX_LISTEN: "443 ssl http2",
        NGINX_TLS: join(dir, "tls.conf"),
        NGINX_EXTRA: join(dir, "http-*.conf"),
        WEB_A: "127.0.0.1:3000",
        WEB_B: "127.0.0.1:3001",
        ACCESS_LOG: "off",
        PAGE_CACHE: "pages",
        NGINX_SECURITY_HEADERS: join(root, "deploy", "security-headers.conf"),
      }),
    );
    const test = spawnSync(nginx as string, ["-t", "-c", conf, "-p", dir, "-e", join(dir, "error.log")], {
      encoding: "utf8",
    });
    expect(test.stderr).toContain("syntax is ok");
    expect(test.status).toBe(0);
  });
});
