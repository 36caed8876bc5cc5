// With LAKE_EDITORS every API call needs a session; sign-in goes through the studio's normal flow.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, type RunningLake, removeDir, solvedProof, startLake, tempDataDir } from "./harness.ts";

const PASSWORD = "correct horse battery";
const READ_TOKEN = "site-read-token-for-the-auth-test";
let lake: RunningLake;
let dataDir: string;
let editors: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  editors = path.join(dataDir, "editors");
  const added = spawnSync(process.execPath, [path.join(ROOT, "lake", "src", "cli.ts"), "add-editor", "王编辑"], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, LAKE_EDITORS: editors, LAKE_DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(added.status).toBe(0);
  lake = await startLake({ LAKE_EDITORS: editors, LAKE_READ_TOKEN: READ_TOKEN }, dataDir);
});
afterAll(async () => {
  await lake.stop();
  removeDir(dataDir);
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual" as const,
});

describe("editor accounts", () => {
  it("stores a scrypt hash, never the password", () => {
    const text = readFileSync(editors, "utf8");
    expect(text).toMatch(/^王编辑:scrypt\$16384\$8\$1\$/m);
    expect(text).not.toContain(PASSWORD);
  });

  it("refuses every API call without a session", async () => {
    const calls: [string, RequestInit?][] = [
      ["/users/me"],
      ["/data/query/production?query=*%5B0%5D"],
      ["/data/doc/production/siteSettings"],
      ["/data/listen/production?query=*"],
      ["/data/history/production/transactions/siteSettings"],
      ["/projects/local"],
      ["/projects/local/datasets/production/acl"],
      ["/users/me/keyvalue/a"],
      ["/features"],
      [
        "/data/mutate/production",
        { method: "POST", body: JSON.stringify({ mutations: [{ delete: { id: "siteSettings" } }] }) },
      ],
      ["/data/actions/production", { method: "POST", body: JSON.stringify({ actions: [] }) }],
      ["/assets/images/production", { method: "POST", body: "x" }],
      ["/data/export/production"],
    ];
    for (const [route, init] of calls) {
      const response = await lake.api(route, init);
      expect(response.status, route).toBe(401);
    }
    // A forged cookie or token does not help.
    expect((await lake.api("/users/me", { headers: { cookie: "lake_session=forged" } })).status).toBe(401);
    expect((await lake.api("/users/me", { headers: { authorization: "Bearer forged" } })).status).toBe(401);
    // Nothing was deleted by the refused mutation.
    expect(readFileSync(path.join(dataDir, "dataset.ndjson"), "utf8")).toContain('"_id":"siteSettings"');
  });

  it("lets the site read with its read token, and write nothing", async () => {
    const bearer = { authorization: `Bearer ${READ_TOKEN}` };
    const settings = await lake.api("/data/query/production?query=*%5B_id%3D%3D%22siteSettings%22%5D%5B0%5D._id", {
      headers: bearer,
    });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { result: string }).result).toBe("siteSettings");
    const post = await lake.api("/data/query/production", {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ query: "count(*[_type == 'news'])" }),
    });
    expect(post.status).toBe(200);
    for (const [route, body] of [
      ["/data/mutate/production", { mutations: [{ delete: { id: "siteSettings" } }] }],
      [
        "/data/actions/production",
        {
          actions: [
            {
              actionType: "sanity.action.document.unpublish",
              draftId: "drafts.siteSettings",
              publishedId: "siteSettings",
            },
          ],
        },
      ],
    ] as const) {
      const refused = await lake.api(route, { method: "POST", headers: bearer, body: JSON.stringify(body) });
      expect(refused.status, route).toBe(403);
    }
    expect(readFileSync(path.join(dataDir, "dataset.ndjson"), "utf8")).toContain('"_id":"siteSettings"');
    // A token one character off is no token.
    const off = await lake.api("/data/doc/production/siteSettings", {
      headers: { authorization: `Bearer ${READ_TOKEN}x` },
    });
    expect(off.status).toBe(401);
  });

  it("signs in through the provider the studio lists, with a cookie and a token for the same session, and signs out", async () => {
    const providers = (await (await lake.api("/auth/providers")).json()) as {
      providers: { url: string; title: string }[];
    };
    expect(providers.providers).toHaveLength(1);
    const loginUrl = providers.providers[0]?.url as string;
    expect(loginUrl).toBe(`${lake.origin}/auth/login`);
    const page = await (await fetch(`${loginUrl}?origin=${encodeURIComponent(`${lake.origin}/structure`)}`)).text();
    expect(page).toContain("登录内容管理");
    expect(page).toContain("Sign in to the studio");

    const wrong = await fetch(loginUrl, form({ name: "王编辑", password: "wrong password", origin: lake.origin }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The name or password is not correct.");
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const signedIn = await fetch(
      loginUrl,
      form({ name: "王编辑", password: PASSWORD, origin: `${lake.origin}/structure` }),
    );
    expect(signedIn.status).toBe(303);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect(signedIn.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const location = new URL(signedIn.headers.get("location") as string);
    expect(location.origin + location.pathname).toBe(`${lake.origin}/structure`);
    const sid = /sid=([^&]+)/.exec(location.hash)?.[1] as string;

    const me = (await (await lake.api("/users/me", { headers: { cookie } })).json()) as { name: string };
    expect(me.name).toBe("王编辑");
    const { token } = (await (await lake.api(`/auth/fetch?sid=${sid}`)).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await lake.api("/data/query/production?query=count(*)", { headers: auth })).status).toBe(200);
    const write = await lake.mutate([{ createOrReplace: { _id: "auth-test", _type: "authTest" } }], "", {
      headers: auth,
    });
    expect(write.status).toBe(200);
    // The code is single use.
    expect((await lake.api(`/auth/fetch?sid=${sid}`)).status).toBe(401);

    // A sign-in page may only send the browser back to this lake's own studio.
    const elsewhere = await fetch(
      loginUrl,
      form({ name: "王编辑", password: PASSWORD, origin: "https://evil.example/" }),
    );
    expect(new URL(elsewhere.headers.get("location") as string).origin).toBe(lake.origin);

    await lake.api("/auth/logout", { method: "POST", headers: { cookie } });
    expect((await lake.api("/users/me", { headers: { cookie } })).status).toBe(401);
    expect((await lake.api("/users/me", { headers: auth })).status).toBe(401);
  });

  it("throttles one name from one address with growing delays, never the editor elsewhere; behind a trusted proxy, by the editor's address", async () => {
    const signIn = (origin: string, password: string, forwardedFor: string, name = "王编辑", proof = "") => {
      const request = form({ name, password, origin, proof });
      return fetch(`${origin}/auth/login`, {
        ...request,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor },
      });
    };
    const attempt = async (password: string, forwardedFor: string, proven = false) =>
      signIn(lake.origin, password, forwardedFor, undefined, proven ? await solvedProof(lake.origin) : "");
    // Directly reached (no LAKE_TRUSTED_PROXY_HOPS): X-Forwarded-For is the caller's own claim and
    // is not believed; five failures from the socket's address (from the fourth on, each with a
    // solved proof of work: login-proof.test.ts) make its next attempt wait.
    for (let i = 0; i < 5; i++) expect((await attempt("wrong password", `198.51.100.${i}`, i >= 3)).status).toBe(401);
    const waiting = await attempt(PASSWORD, "203.0.113.7");
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("1");
    const page = await waiting.text();
    expect(page).toContain("尝试次数过多，请 1 秒后再试。");
    expect(page).toContain("Too many attempts. Try again in 1 second.");
    // A growing delay, not a lockout: once it has passed, the right password works.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(PASSWORD, "203.0.113.7", true)).status).toBe(303);

    // Behind nginx (one trusted hop): failures from one address throttle that name there only.
    const proxied = await startLake({ LAKE_EDITORS: editors, LAKE_TRUSTED_PROXY_HOPS: "1" }, tempDataDir());
    try {
      const behind = async (password: string, forwardedFor: string, name?: string, proven = false) =>
        signIn(proxied.origin, password, forwardedFor, name, proven ? await solvedProof(proxied.origin) : "");
      for (let i = 0; i < 5; i++)
        expect((await behind("wrong password", "198.51.100.20", undefined, i >= 3)).status).toBe(401);
      expect((await behind(PASSWORD, "198.51.100.20")).status).toBe(429);
      expect((await behind(PASSWORD, "203.0.113.8")).status).toBe(303);
      // Ten wrong passwords from ten addresses keep nobody out (issue 40, row 6).
      for (let i = 0; i < 10; i++) expect((await behind("wrong password", `198.51.100.${40 + i}`)).status).toBe(401);
      expect((await behind(PASSWORD, "203.0.113.9")).status).toBe(303);
      // A name longer than an editor's can be is refused before any lookup, and not echoed back.
      const long = await behind("whatever", "198.51.100.60", "名".repeat(3_000));
      expect(long.status).toBe(401);
      expect(await long.text()).not.toContain("名名");
    } finally {
      await proxied.stop();
      removeDir(proxied.dataDir);
    }
  }, 60_000);

  it("refuses 25 sign-ins with a different 16 MB name each (issue 40, row 1) with 413, its memory flat", async () => {
    const rss = () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${lake.child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    const before = rss();
    let peak = before;
    const statuses = new Set<number>();
    for (let n = 0; n < 25; n++) {
      const body = Buffer.alloc(16 * 1024 * 1024, 0x61);
      body.write(`password=guess&name=${n}-`, 0, "latin1");
      const response = await fetch(`${lake.origin}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }).catch(() => null);
      if (response) {
        statuses.add(response.status);
        expect(await response.text()).toContain("The request is over 64 KB.");
      }
      peak = Math.max(peak, rss());
    }
    console.log(`lake row 1: statuses ${[...statuses]}, RSS ${before >> 20} MB → peak ${peak >> 20} MB`);
    expect([...statuses]).toEqual([413]);
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it("will not listen on a network address without editor accounts", async () => {
    await expect(startLake({ LAKE_HOST: "0.0.0.0" })).rejects.toThrow(/LAKE_EDITORS/);
  });
});
