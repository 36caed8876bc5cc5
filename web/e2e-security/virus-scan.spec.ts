import { expect, test } from "@playwright/test";
import { altchaKeysFrom } from "../src/forms/server/altcha";
import { OPEN_JOB, sampleFiles, solvedPayload, validFields } from "../src/forms/server/testing";
import { smtpPeer } from "../src/mail/smtp-peer";
import { type Daemon, EICAR, startClamd } from "../src/testing/daemons";
import { BASE, PORT, type Server, startServer, throwawayState } from "./server";

// Resumes through the real form API of a production server with CLAMAV_URL set: a real clamd
// (one-signature database, EICAR), and an SMTP peer standing in for the team's mailbox.
// clamd on E2E_PORT + 33, the SMTP peer on E2E_PORT + 34.

test.describe.configure({ mode: "serial" });

const state = throwawayState();
state.env.ALTCHA_HMAC_KEY = "virus-scan-e2e-altcha-key";
const smtp = smtpPeer(PORT - 2 + 34);
const received = smtp.received;
let clamd: Daemon | null = null;
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(600_000); // installing clamav-daemon on a fresh machine takes minutes
  clamd = await startClamd(PORT - 2 + 33);
  const smtpPort = await smtp.start();
  server = await startServer({
    ...state.env,
    ...(clamd ? { CLAMAV_URL: clamd.url } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    NOTIFY_TO: "hr@wafer.example",
    OUTBOX_POLL_MS: "500",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await clamd?.remove();
  await smtp.stop();
});

/** A PDF that parses (so the structure check passes) and carries EICAR in a comment. */
const infectedPdf = () =>
  new TextEncoder().encode(new TextDecoder().decode(sampleFiles.pdf()).replace("%PDF-1.4\n", `%PDF-1.4\n% ${EICAR}\n`));

async function apply(n: number, fileName: string, bytes: Uint8Array) {
  const body = new FormData();
  for (const [key, value] of Object.entries(validFields("application", n, "en"))) body.append(key, value);
  body.set("position", OPEN_JOB);
  body.append("altcha", await solvedPayload(altchaKeysFrom(state.env.ALTCHA_HMAC_KEY as string)));
  body.append("resume", new Blob([bytes as BlobPart], { type: "application/pdf" }), fileName);
  return fetch(`${BASE}/api/forms/application`, { method: "POST", body });
}

const attachmentsOf = (raw: string) => [...raw.matchAll(/filename="?([^"\r\n;]+)"?/g)].map((m) => m[1]);

test("an infected resume is accepted, flagged and kept out of the team's mail; a clean one is attached", async () => {
  test.skip(!clamd, "clamav-daemon is not installed and cannot be installed here (see the log above)");
  const infected = await apply(71, "CV-eicar.pdf", infectedPdf());
  expect(infected.status).toBe(201);
  const clean = await apply(72, "CV-clean.pdf", sampleFiles.pdf());
  expect(clean.status).toBe(201);

  const teamMail = (name: string) =>
    received.find((m) => !m.to.some((to) => to.startsWith("visitor")) && m.raw.includes(name))?.raw;
  await expect.poll(() => teamMail("CV-eicar.pdf") && teamMail("CV-clean.pdf"), { timeout: 60_000 }).toBeTruthy();
  const infectedMail = teamMail("CV-eicar.pdf") as string;
  expect(attachmentsOf(infectedMail)).toEqual([]);
  expect(infectedMail.replace(/=\r?\n/g, "")).toContain("The virus scanner found Eicar-Test-Signature");
  expect(attachmentsOf(teamMail("CV-clean.pdf") as string)).toEqual(["CV-clean.pdf"]);
  // Both visitors are acknowledged as usual.
  await expect
    .poll(() => received.filter((m) => m.to[0] === "visitor71@example.com" || m.to[0] === "visitor72@example.com"))
    .toHaveLength(2);
});
