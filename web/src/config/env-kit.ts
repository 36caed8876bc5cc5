// The pieces a process's environment schema is made of (the site's web/src/config/env.ts, the
// lake's lake/src/config.ts): each variable is a zod schema that carries, as metadata, what an
// operator reads in docs/configuration.md and in the one message a wrong environment stops the
// start with (its type, default, range, what it expects, the variables it needs). The same file is
// web/src/config/env-kit.ts and lake/src/config-kit.ts (the lake may not import the site; a test
// keeps the two equal). Plain TypeScript without path aliases: Node loads it as it is.
import { z } from "zod";

/** What docs/configuration.md and the start-up message say about one variable. */
export interface VariableDoc {
  /** integer, number, string, URL, path, list, flag, one of … */
  type: string;
  /** What a valid value looks like, said after "expects". */
  expects: string;
  description: string;
  default?: string;
  range?: string;
  /** Never repeated in a message (tokens, secrets, URLs with passwords). */
  secret?: boolean;
  /** Variables that must be set with this one (also checked by the schema's rules). */
  requiredWith?: string[];
  /** Read by `next build` (inlined into the build), not at run time. */
  buildTime?: boolean;
}

type Extra = Pick<VariableDoc, "description" | "secret" | "requiredWith" | "buildTime"> & {
  /** The default the code applies itself, when the schema leaves the variable unset. */
  shownDefault?: string;
};

/** The documentation registry: each variable's schema → its doc. */
export const variableDocs = z.registry<VariableDoc>();

const docOf = (o: Extra): VariableDoc & Extra => ({
  type: "",
  expects: "",
  default: o.shownDefault,
  description: o.description,
  secret: o.secret,
  requiredWith: o.requiredWith,
  buildTime: o.buildTime,
});

function documented<T>(schema: T, doc: VariableDoc): T {
  variableDocs.add(schema as z.ZodType, doc);
  return schema;
}

/** Optional without a default, else always set: the type says which (config().PORT vs config().LOG_LEVEL). */
type Defaulted<T extends z.ZodType, D> = undefined extends D ? z.ZodOptional<T> : z.ZodDefault<T>;

function withDefault<T extends z.ZodType, D>(schema: T, fallback: D): Defaulted<T, D> {
  return (fallback === undefined ? schema.optional() : schema.default(fallback as never)) as Defaulted<T, D>;
}

/** A whole number from `min` (to `max`), e.g. a port, a count, milliseconds. */
export function int<D extends number | undefined = undefined>(
  o: Extra & { min: number; max?: number; default?: D; unit?: string },
): Defaulted<z.ZodCoercedNumber<unknown>, D> {
  const range = `${o.max === undefined ? `≥ ${o.min}` : `${o.min}–${o.max}`}${o.unit ? ` ${o.unit}` : ""}`;
  const expects = `an integer ${o.max === undefined ? `of at least ${o.min}` : `from ${o.min} to ${o.max}`}${o.unit ? ` (${o.unit})` : ""}`;
  let schema = z.coerce
    .number({ error: `expected ${expects}` })
    .int({ error: `expected ${expects}` })
    .min(o.min, { error: `expected ${expects}` });
  if (o.max !== undefined) schema = schema.max(o.max, { error: `expected ${expects}` });
  return documented(withDefault(schema, o.default as D), {
    ...docOf(o),
    type: "integer",
    expects,
    range,
    default: o.default === undefined ? o.shownDefault : String(o.default),
  });
}

/** A number above zero (fractions allowed). */
export function positive<D extends number | undefined = undefined>(
  o: Extra & { default?: D; unit?: string },
): Defaulted<z.ZodCoercedNumber<unknown>, D> {
  const expects = `a number above 0${o.unit ? ` (${o.unit})` : ""}`;
  const schema = z.coerce.number({ error: `expected ${expects}` }).positive({ error: `expected ${expects}` });
  return documented(withDefault(schema, o.default as D), {
    ...docOf(o),
    type: "number",
    expects,
    range: `> 0${o.unit ? ` ${o.unit}` : ""}`,
    default: o.default === undefined ? o.shownDefault : String(o.default),
  });
}

/** Free text (a token, a name); at least `minLength` characters. */
export function text<D extends string | undefined = undefined>(
  o: Extra & { default?: D; minLength?: number; pattern?: RegExp; expects?: string },
): Defaulted<z.ZodString, D> {
  const expects = o.expects ?? (o.minLength ? `at least ${o.minLength} characters` : "text");
  let schema = z.string().min(o.minLength ?? 1, { error: `expected ${expects}` });
  if (o.pattern) schema = schema.regex(o.pattern, { error: `expected ${expects}` });
  return documented(withDefault(schema, o.default as D), {
    ...docOf(o),
    type: "string",
    expects,
    range: o.minLength ? `≥ ${o.minLength} characters` : o.pattern ? expects : undefined,
    default: o.default ?? o.shownDefault,
  });
}

/** A file or folder (a relative one is taken from where the process starts unless said otherwise). */
export function filePath(o: Extra & { default?: string }): z.ZodOptional<z.ZodString> {
  return documented(z.string().optional(), {
    ...docOf(o),
    type: "path",
    expects: "a file or folder path",
    default: o.default ?? o.shownDefault,
  });
}

/** A URL whose scheme is one of `protocols` (without the colon). */
export function url<D extends string | undefined = undefined>(
  o: Extra & { protocols: string[]; default?: D; origin?: boolean; example?: string },
): Defaulted<z.ZodString, D> {
  const schemes = o.protocols.map((p) => `${p}://`).join(" or ");
  const expects = `${o.origin ? "an origin (no path)" : "a URL"} starting with ${schemes}${o.example ? `, e.g. ${o.example}` : ""}`;
  const schema = z.string().refine(
    (value) => {
      try {
        const parsed = new URL(value);
        if (!o.protocols.includes(parsed.protocol.slice(0, -1))) return false;
        return !o.origin || (parsed.pathname === "/" && !parsed.search && !parsed.hash);
      } catch {
        return false;
      }
    },
    { error: `expected ${expects}` },
  );
  return documented(withDefault(schema, o.default as D), {
    ...docOf(o),
    type: o.origin ? "origin" : "URL",
    expects,
    range: o.protocols.map((p) => `${p}:`).join(", "),
    default: o.default ?? o.shownDefault,
  });
}

/** One of a fixed set of words (case-insensitive). */
export function oneOf<const T extends readonly [string, ...string[]], D extends T[number] | undefined = undefined>(
  values: T,
  o: Extra & { default?: D },
) {
  const expects = `one of ${values.join(", ")}`;
  const schema = z.preprocess(
    (value) => (typeof value === "string" ? value.toLowerCase() : value),
    z.enum(values, { error: `expected ${expects}` }),
  );
  return documented(withDefault(schema, o.default as D), {
    ...docOf(o),
    type: "one of",
    expects,
    range: values.join(", "),
    default: o.default ?? o.shownDefault,
  });
}

/** On with `1`, off with `0` (or unset). */
export function flag(
  o: Extra,
): z.ZodDefault<z.ZodPipe<z.ZodEnum<{ 0: "0"; 1: "1" }>, z.ZodTransform<boolean, "0" | "1">>> {
  const expects = "1 (on) or 0 (off)";
  const schema = z.enum(["0", "1"], { error: `expected ${expects}` }).transform((value) => value === "1");
  return documented(schema.default(false), { ...docOf(o), type: "flag", expects, range: "0, 1", default: "0" });
}

/** Comma-separated values, each matching `item` (blank entries are dropped). */
export function list(
  o: Extra & { item: RegExp; itemName: string },
): z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>> {
  const expects = `a comma-separated list of ${o.itemName}`;
  const schema = z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => o.item.test(entry)), { error: `expected ${expects}` });
  return documented(schema.optional(), { ...docOf(o), type: "list", expects, range: `comma-separated ${o.itemName}` });
}

/** Anything `new URL()` reads with this scheme is fine; an e-mail address only needs its @ and a dot-free local part check left to the server. */
export const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+$/;

export type Env = Record<string, string | undefined>;

/** Unset and blank are the same to an operator (`FOO=` in a unit file): both mean "use the default". */
export function withoutBlanks(env: Env): Env {
  const kept: Env = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined && value.trim() !== "") kept[name] = value.trim();
  return kept;
}

/** A rule between variables: `when` holds but `then` does not → an issue on `name`. */
export interface Rule<C> {
  name: string;
  when(config: C): boolean;
  message: string;
}

/**
 * The one message a wrong environment stops a process with: every bad variable on its own line,
 * what it expects, and the value given (unless it is a secret).
 */
export function formatIssues(
  processName: string,
  shape: Record<string, z.ZodType>,
  env: Env,
  issues: readonly { path: PropertyKey[]; message: string }[],
): string {
  const byName = new Map<string, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    const messages = byName.get(name) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byName.set(name, messages);
  }
  // In the order the schema lists them (docs/configuration.md's), whatever found them.
  const order = Object.keys(shape);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const lines = [...byName]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, messages]) => {
      const doc = shape[name] ? variableDocs.get(shape[name]) : undefined;
      const given = env[name];
      const shown = given === undefined ? "is not set" : doc?.secret ? "is set" : `is ${JSON.stringify(given)}`;
      return `  ${name} ${shown}: ${messages.join("; ")}`;
    });
  const count = lines.length;
  return [
    `${processName} cannot start: ${count} environment variable${count === 1 ? " is" : "s are"} wrong (see docs/configuration.md).`,
    ...lines,
  ].join("\n");
}

/** Thrown by a process's config() when its environment is wrong; the message is formatIssues'. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
