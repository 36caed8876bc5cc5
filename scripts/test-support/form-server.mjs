// A bare HTTP server around the form handler, for the crash test: no Next, so it can be killed with
// SIGKILL mid-burst and its database inspected afterwards. DATABASE_URL or PGLITE_DIR pick the store;
// FORM_SERVER_PORT a fixed port (then the embedded database's lock names it, and `pnpm submissions` reaches
// this server's operator endpoint as it would the site's: db/single-process.test.ts).
//   node scripts/test-support/form-server.mjs   → prints "ready <port>"
import "./ts-hooks.mjs";
import { createServer } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";

const src = join(fileURLToPath(import.meta.url), "..", "..", "..", "web", "src");
const { openDatabase } = await import(join(src, "db/client.ts"));
const { handleSubmission, isFormKind } = await import(join(src, "forms/server/handler.ts"));
const { altchaKeys } = await import(join(src, "forms/server/altcha.ts"));
const { unlimited } = await import(join(src, "forms/server/rate-limit.ts"));
const { handleOperatorRequest } = await import(join(src, "runtime/endpoint.ts"));

// The port the database lock names (db/lock.ts reads PORT, as `next start` sets it).
if (process.env.FORM_SERVER_PORT) process.env.PORT = process.env.FORM_SERVER_PORT;
else delete process.env.PORT;
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR });
const { db } = database;
const deps = {
  db,
  altchaKeys: await altchaKeys(db),
  limits: { perIp: unlimited, perEmail: unlimited, challenges: unlimited },
  isOpenJob: async (slug) => slug === "epitaxy-process-engineer",
};

const server = createServer(async (req, res) => {
  const kind = req.url?.split("/").pop() ?? "";
  const operator = req.url === "/api/operator/submissions";
  if (req.method !== "POST" || !(isFormKind(kind) || operator)) {
    res.writeHead(404).end();
    return;
  }
  // `duplex` (a streamed body) is in Node's fetch, not yet in the DOM's RequestInit type.
  const request = new Request(
    `http://localhost${req.url}`,
    /** @type {RequestInit} */ ({
      method: "POST",
      headers: /** @type {Record<string, string>} */ (req.headers),
      body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
      duplex: "half",
    }),
  );
  const response = operator
    ? await handleOperatorRequest(request, async () => database)
    : await handleSubmission(kind, request, deps);
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(await response.text());
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () =>
  console.log(`ready ${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`),
);
