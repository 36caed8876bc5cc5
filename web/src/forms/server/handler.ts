import { createHash, randomBytes } from "node:crypto";
import { config } from "@/config/env";
import type { Db } from "@/db/client";
import { attachments, consents, outbox, submissions } from "@/db/schema";
import { rateLimitKey } from "@/http/client-ip";
import { isLocale, type Locale } from "@/i18n/config";
import { errorField, log } from "@/ops/log";
import { traced } from "@/ops/tracing";
import { errorText, formMessages } from "../messages";
import { extensionKind, MAX_RESUME_BYTES, RESUME_CONTENT_TYPES } from "../resume";
import { EMAIL_FIELD, type FormKind, fieldErrorCodes, formSchemas, HONEYPOT_FIELD } from "../schemas";
import { type AltchaKeys, spendChallenge, verifyAltcha } from "./altcha";
import type { SubmissionLimits } from "./rate-limit";
import { BodyTooLarge, clientIp, readBodyCapped } from "./request";
import { CHECK_QUEUE_RETRY_SECONDS, checkResume } from "./resume-structure";

/** The privacy policy a visitor consents to: its effective date is its version (docs/product.md, Company facts). */
export const privacyPolicyVersion = (): string => config().PRIVACY_POLICY_VERSION;

/** Everything a submission needs from outside; tests pass their own. */
export interface SubmissionDeps {
  db: Db;
  altchaKeys: AltchaKeys;
  limits: SubmissionLimits;
  isOpenJob(slug: string, locale: Locale): Promise<boolean>;
  /** Called after a submission is committed (wakes the mail worker). */
  onStored?(submissionId: string): void;
  /**
   * Whether this server sends the visitor's acknowledgement mail (an SMTP server is configured).
   * Without one the answer must not promise an email (issue 29).
   */
  sendsAcknowledgement: boolean;
}

/** Largest request body accepted, per form: a full resume plus room for the other fields. */
export const BODY_LIMITS: Record<FormKind, number> = {
  message: 256 * 1024,
  application: MAX_RESUME_BYTES + 256 * 1024,
  inquiry: 256 * 1024,
};

export const FORM_KINDS = Object.keys(formSchemas) as FormKind[];
export const isFormKind = (value: string): value is FormKind => (FORM_KINDS as string[]).includes(value);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

function requestLocale(request: Request, raw?: Record<string, unknown>): Locale {
  const fromBody = raw?.locale;
  if (typeof fromBody === "string" && isLocale(fromBody)) return fromBody;
  const fromQuery = new URL(request.url).searchParams.get("locale") ?? "";
  if (isLocale(fromQuery)) return fromQuery;
  return /^en\b/i.test(request.headers.get("accept-language") ?? "") ? "en" : "zh";
}

class Replayed extends Error {}

/** Turns a body into plain fields. Throws on anything that is not a well-formed form or JSON object. */
async function parseBody(request: Request, body: Uint8Array): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new TypeError("not an object");
    return value as Record<string, unknown>;
  }
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    const form = await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": type },
      body: body as BodyInit,
    }).formData();
    const fields: Record<string, unknown> = {};
    // A repeated name keeps its first value: one field, one value.
    for (const [key, value] of form.entries()) if (!(key in fields)) fields[key] = value;
    return fields;
  }
  throw new TypeError("unsupported content type");
}

/**
 * Handles one form submission end to end: size and rate limits, parsing, the shared schema, bot
 * checks, then one transaction that stores the submission, its resume, the consent record and the
 * outbox row, and spends the ALTCHA challenge. Answers 201, or 4xx with reasons; never 500.
 */
export async function handleSubmission(kind: FormKind, request: Request, deps: SubmissionDeps): Promise<Response> {
  let locale = requestLocale(request);
  try {
    const ip = clientIp(request.headers);
    const retryIp = await deps.limits.perIp.take(rateLimitKey(ip));
    if (retryIp > 0) {
      return json(
        429,
        { error: "tooMany", message: formMessages(locale).status.tooMany },
        { "retry-after": String(Math.ceil(retryIp / 1000)) },
      );
    }

    let raw: Record<string, unknown>;
    try {
      raw = await parseBody(request, await readBodyCapped(request, BODY_LIMITS[kind]));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return json(413, { error: "tooLarge", message: formMessages(locale).status.tooLarge });
      }
      return json(400, { error: "malformed", message: formMessages(locale).status.rejected });
    }
    locale = requestLocale(request, raw);
    const t = formMessages(locale);

    const honeypot = raw[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== "") {
      return json(400, { error: "rejected", message: t.status.rejected });
    }

    const parsed = await formSchemas[kind].safeParseAsync(raw);
    const codes = parsed.success ? {} : fieldErrorCodes(parsed.error);
    const altchaPayload = typeof raw.altcha === "string" ? raw.altcha : "";
    const verified = codes.altcha ? null : await verifyAltcha(deps.altchaKeys, altchaPayload);
    if (!codes.altcha && !verified) codes.altcha = "altcha.invalid";
    if (parsed.success && kind === "application") {
      const position = (parsed.data as { position: string }).position;
      if (!(await deps.isOpenJob(position, locale))) codes.position = "position.closed";
    }
    if (!parsed.success || Object.keys(codes).length > 0 || !verified) return fieldErrors(locale, codes);

    // Counted only for submissions that passed every check: junk must not use up the site's budget.
    const retryAll = (await deps.limits.global?.take("all")) ?? 0;
    if (retryAll > 0) {
      return json(
        429,
        { error: "tooMany", message: t.status.tooMany },
        { "retry-after": String(Math.ceil(retryAll / 1000)) },
      );
    }

    const data = parsed.data as Record<string, unknown>;
    const email = String(data[EMAIL_FIELD[kind]]).toLowerCase();
    const retryEmail = await deps.limits.perEmail.take(email);
    if (retryEmail > 0) {
      return json(
        429,
        { error: "tooMany", message: t.status.tooMany },
        { "retry-after": String(Math.ceil(retryEmail / 1000)) },
      );
    }

    const { altcha: _a, consent: _c, locale: _l, resume, ...fields } = data;
    let file: { name: string; type: string; bytes: Uint8Array } | null = null;
    if (resume instanceof Blob) {
      const name = (resume as File).name;
      const kindOfFile = extensionKind(name) ?? "pdf";
      file = { name, type: RESUME_CONTENT_TYPES[kindOfFile], bytes: new Uint8Array(await resume.arrayBuffer()) };
      fields.resumeFileName = name;
      // The schema looked at the first bytes only; the whole file must parse before HR sees it.
      const verdict = await checkResume(kindOfFile, file.bytes);
      if (verdict === "busy") {
        // The line of checks is full (issue 40): nothing is stored, the visitor may send it again.
        log("forms").warn({ form: kind }, "resume checks busy: answered 503");
        return json(
          503,
          { error: "busy", message: t.status.busy },
          { "retry-after": String(CHECK_QUEUE_RETRY_SECONDS) },
        );
      }
      // A check past its deadline is a file we could not read in time: said so, and logged, since
      // no known file takes that long (issue 40).
      if (verdict === "timeout") log("forms").warn({ form: kind }, "resume check ran past its deadline");
      if (verdict !== "readable") return fieldErrors(locale, { resume: "resume.damaged" });
      // The site's hourly budget of stored upload bytes, counted once the file is known to be good.
      const retryBytes = (await deps.limits.uploadBytes?.take("all", file.bytes.byteLength)) ?? 0;
      if (retryBytes > 0) {
        return json(
          429,
          { error: "tooMany", message: t.status.tooMany },
          { "retry-after": String(Math.ceil(retryBytes / 1000)) },
        );
      }
    }

    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    let submissionId: string;
    try {
      // One span for the transaction when traces are on (ops/tracing.ts).
      submissionId = await traced("submission transaction", { "form.kind": kind }, () =>
        deps.db.transaction(async (tx) => {
          if (!(await spendChallenge(tx, verified))) throw new Replayed();
          const [row] = await tx
            .insert(submissions)
            .values({
              formType: kind,
              locale,
              email,
              fields,
              ip,
              ackTokenHash: createHash("sha256").update(token).digest("hex"),
              createdAt: now,
            })
            .returning({ id: submissions.id });
          if (!row) throw new Error("insert returned no row");
          if (file) {
            await tx.insert(attachments).values({
              submissionId: row.id,
              fileName: file.name,
              contentType: file.type,
              size: file.bytes.byteLength,
              data: file.bytes,
            });
          }
          await tx
            .insert(consents)
            .values({ submissionId: row.id, policyVersion: privacyPolicyVersion(), consentedAt: now, ip });
          await tx.insert(outbox).values({ submissionId: row.id, ackToken: token });
          return row.id;
        }),
      );
    } catch (error) {
      if (error instanceof Replayed) return fieldErrors(locale, { altcha: "altcha.invalid" });
      throw error;
    }
    deps.onStored?.(submissionId);
    // `acknowledgement` tells the form which thanks to show: only a server that mails may promise mail.
    const acknowledgement = deps.sendsAcknowledgement;
    return json(201, { ok: true, acknowledgement, message: (acknowledgement ? t.success : t.successNoMail)[kind] });
  } catch (error) {
    // Not the visitor's fault (database down, disk full): say so, and let them try again.
    log("forms").error({ err: errorField(error), form: kind }, "submission failed");
    return json(
      503,
      { error: "unavailable", message: formMessages(locale).status.unavailable },
      { "retry-after": "30" },
    );
  }
}

function fieldErrors(locale: Locale, codes: Record<string, string>): Response {
  const errors = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, { code, message: errorText(locale, code) }]),
  );
  return json(400, { error: "invalid", message: formMessages(locale).status.invalid, fieldErrors: errors });
}
