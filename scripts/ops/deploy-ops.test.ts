import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderNginx } from "../cluster/cluster-lib.mjs";

// The daily backup as deployed (systemd timer, or the compose service) and the lake behind nginx:
// files no test machine can run as in production, checked for what they must say and by the tools
// that read them (systemd-analyze, nginx -t) where those are installed.

const root = join(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const which = (bin: string) => ["/usr/bin/", "/usr/sbin/", "/bin/"].map((d) => d + bin).find((p) => existsSync(p));

describe("the daily backup", () => {
  it("systemd: a oneshot `pnpm backup` as the site's user, owner-only files, started daily by its timer", () => {
    const service = read("deploy/systemd/wafer-backup.service");
    const timer = read("deploy/systemd/wafer-backup.timer");
    const script = /^ExecStart=\S+\/node (\S+)$/m.exec(service)?.[1];
    expect(script).toBe("scripts/ops/backup.mjs");
    expect(existsSync(join(root, script as string))).toBe(true);
    expect(service).toMatch(/^Type=oneshot$/m);
    expect(service).toMatch(/^User=wafer$/m);
    expect(service).toMatch(/^UMask=0077$/m);
    expect(service).toMatch(/^Environment=BACKUP_KEEP_DAYS=\d+$/m);
    expect(service).toMatch(/^Environment=BACKUP_METRICS_FILE=\S+\.prom$/m);
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* \d\d:\d\d:\d\d$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
  });

  it.skipIf(!which("systemd-analyze"))("systemd-analyze finds nothing wrong but the absent Node of a server", () => {
    const dir = mkdtempSync(join(tmpdir(), "wafer-units-"));
    try {
      const units = ["wafer-backup.service", "wafer-backup.timer", "wafer-lake.service"];
      for (const unit of units) writeFileSync(join(dir, unit), read(`deploy/systemd/${unit}`));
      const verify = spawnSync(which("systemd-analyze") as string, ["verify", ...units.map((u) => join(dir, u))], {
        encoding: "utf8",
      });
      const problems = `${verify.stdout}${verify.stderr}`
        .split("\n")
        .filter((line) => line.trim() && !/node is not executable: No such file or directory/.test(line));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compose: the same command in the ops image, daily, into a volume, with the metrics file", () => {
    const compose = parse(read("compose.yaml"), { merge: true }) as {
      services: Record<
        string,
        { build?: { target?: string }; command?: string[]; environment?: Record<string, string>; volumes?: string[] }
      >;
      volumes: Record<string, unknown>;
    };
    const backup = compose.services.backup;
    expect(backup?.build?.target).toBe("ops");
    expect(read("Dockerfile")).toMatch(/^FROM deps AS ops$/m);
    expect(backup?.command?.join(" ")).toMatch(/node scripts\/ops\/backup\.mjs; sleep 86400/);
    expect(backup?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(backup?.environment?.BACKUP_METRICS_FILE).toBe("/metrics/backup.prom");
    expect(backup?.volumes).toContain("backups:/backups");
    expect(compose.volumes).toHaveProperty("backups");
  });
});

const nginx = which("nginx");
const openssl = which("openssl");
describe.skipIf(!nginx || !openssl)("deploy/nginx-lake.conf", () => {
  const dir = mkdtempSync(join(tmpdir(), "wafer-nginx-lake-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is accepted by nginx -t beside the site's configuration", () => {
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
      "/CN=studio.example.com",
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
    // As documented: every http-level include by one pattern.
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
