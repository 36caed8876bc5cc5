import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Raw bytes (PostgreSQL bytea). Resumes live in the database, next to their submission. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // Both drivers hand back a Buffer (postgres) or Uint8Array (PGlite); normalise to Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
});

export const FORM_TYPES = ["message", "application", "inquiry"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** One row per accepted form submission; the form's fields are kept as JSON. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type").$type<FormType>().notNull(),
    locale: text("locale").notNull(),
    email: text("email").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    ip: text("ip").notNull(),
    /** SHA-256 of the acknowledgement link's token; the token itself is never stored here. */
    ackTokenHash: text("ack_token_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("submissions_ack_token_hash_idx").on(t.ackTokenHash),
    index("submissions_created_at_idx").on(t.createdAt),
  ],
);

/** Uploaded files (resumes). Only reachable through the operator CLI and the notification mail. */
export const attachments = pgTable(
  "attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    /**
     * The virus scanner's verdict (issue 14): null until scanned (or when no scanner is
     * configured), "clean", or "infected" with the signature. An infected file is never mailed.
     */
    scanStatus: text("scan_status").$type<"clean" | "infected">(),
    scanSignature: text("scan_signature"),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
  },
  (t) => [index("attachments_submission_idx").on(t.submissionId)],
);

/** What the visitor agreed to, when, and from where (PIPL: consent must be demonstrable). */
export const consents = pgTable("consents", {
  id: uuid("id").primaryKey().defaultRandom(),
  submissionId: uuid("submission_id")
    .notNull()
    .unique()
    .references(() => submissions.id, { onDelete: "cascade" }),
  policyVersion: text("policy_version").notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
  ip: text("ip").notNull(),
});

/**
 * Mail still to send for a submission: the team notification and the visitor's acknowledgement.
 * Exactly one row per submission; each half is marked when sent, so a retry never repeats it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .unique()
      .references(() => submissions.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "sent">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The acknowledgement link's token, kept only until that mail is sent. */
    ackToken: text("ack_token"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Spent ALTCHA challenges, remembered until they expire so a solution works once only. */
export const altchaSolutions = pgTable(
  "altcha_solutions",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("altcha_solutions_expires_idx").on(t.expiresAt)],
);

/** Secrets the application generates for itself on first run (e.g. the ALTCHA HMAC key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Page views per day: a number only, no cookie, no address, no path. */
export const visitCounts = pgTable("visit_counts", {
  day: date("day").primaryKey().default(sql`current_date`),
  views: bigint("views", { mode: "number" }).notNull().default(0),
});

export const PUSH_ENGINES = ["baidu", "indexnow"] as const;
export type PushEngine = (typeof PUSH_ENGINES)[number];

/**
 * Addresses to tell a search engine about (issue 43): one row per engine and URL, queued by the
 * publish webhook and sent by the push worker (reach/push/queue.ts) with retries and a backoff,
 * as the outbox sends mail. A URL waits at most once per engine: publishing it again while it
 * waits adds nothing. `refused`: the engine said it will never take it (another site, invalid).
 */
export const searchPush = pgTable(
  "search_push",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    engine: text("engine").$type<PushEngine>().notNull(),
    url: text("url").notNull(),
    status: text("status").$type<"pending" | "sent" | "refused" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("search_push_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("search_push_waiting_idx").on(t.engine, t.url).where(sql`status = 'pending'`),
  ],
);
