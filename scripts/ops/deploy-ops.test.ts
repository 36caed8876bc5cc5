import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The daily backup as deployed (systemd timer, or the compose service): files no test machine can
// run as in production, checked for what they must say and by systemd-analyze where it is
// installed. The lake's nginx server is checked with the site's (scripts/cluster/deploy.test.ts).

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
