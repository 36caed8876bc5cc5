import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  JOB_CATEGORIES,
  JOB_TYPES,
  LEGAL_KINDS,
  LOCALES,
  TRANSLATED_TYPES,
  WAFER_DIAMETERS,
  WAFER_TYPES,
} from "@wafer/schemas";
import { compiledSchema, describeMarkers, type TestDocument, validationErrors } from "@wafer/schemas/testing";
import type { ObjectSchemaType } from "sanity";
import { describe, expect, it } from "vitest";
import { CHECK_TYPE, checkRecord, statusRows, type TranslationCheck } from "../translation-status";

// The embedded dataset is the site's content when no Sanity project is configured, and what
// `pnpm seed:import` loads into one. These tests hold it to the schema and to the promises.

const here = path.dirname(fileURLToPath(import.meta.url));
const documents: TestDocument[] = readFileSync(path.join(here, "production.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as TestDocument);

const ofType = (type: string) => documents.filter((doc) => doc._type === type);
const byId = new Map(documents.map((doc) => [doc._id, doc]));
const SYSTEM_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset", "translation.metadata", CHECK_TYPE]);
const contentDocuments = documents.filter((doc) => !SYSTEM_TYPES.has(doc._type));

describe("seed dataset: shape", () => {
  it("has unique ids", () => {
    expect(byId.size).toBe(documents.length);
  });

  it.each(contentDocuments.map((doc) => [doc._id, doc] as const))(
    "%s validates against the schema",
    async (_id, doc) => {
      expect(describeMarkers(await validationErrors(doc, documents))).toEqual([]);
    },
  );
});

describe("seed dataset: translations", () => {
  const metadata = ofType("translation.metadata");

  it("links every translated document to exactly one metadata document, and back", () => {
    const linked = new Map<string, string[]>();
    for (const meta of metadata) {
      for (const entry of meta.translations as { _key: string; value: { _ref: string } }[]) {
        const target = byId.get(entry.value._ref);
        expect(target, `${meta._id} → ${entry.value._ref}`).toBeDefined();
        expect(target?.language, `${meta._id} key ${entry._key}`).toBe(entry._key);
        expect(meta.schemaTypes).toEqual([target?._type]);
        linked.set(entry.value._ref, [...(linked.get(entry.value._ref) ?? []), meta._id]);
      }
    }
    for (const doc of documents.filter((d) => (TRANSLATED_TYPES as readonly string[]).includes(d._type))) {
      expect(linked.get(doc._id), doc._id).toHaveLength(1);
    }
  });

  it("pairs a Chinese and an English document in every metadata document, with the contract's ids", () => {
    for (const meta of metadata) {
      const entries = meta.translations as { _key: string; _type: string; value: { _ref: string } }[];
      expect(entries.map((entry) => entry._key).sort(), meta._id).toEqual([...LOCALES].sort());
      for (const entry of entries) {
        expect(entry._type).toBe("internationalizedArrayReferenceValue");
        expect(`translation.metadata.${entry.value._ref.replace(/-(zh|en)$/, "")}`).toBe(meta._id);
      }
    }
  });

  it("gives both languages of a news story or job the same slug", () => {
    for (const meta of metadata.filter((m) => ["news", "job"].includes((m.schemaTypes as string[])[0] ?? ""))) {
      const slugs = (meta.translations as { value: { _ref: string } }[]).map(
        (entry) => (byId.get(entry.value._ref)?.slug as { current?: string } | undefined)?.current,
      );
      expect(new Set(slugs).size, meta._id).toBe(1);
    }
  });
});

describe("seed dataset: images", () => {
  const assets = ofType("sanity.imageAsset");

  it("stores every asset as a file named like Sanity's, whose content matches the id", () => {
    for (const asset of assets) {
      const [, sha1, width, height, ext] = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(\w+)$/.exec(asset._id) ?? [];
      const file = path.join(here, "assets", path.basename(asset.path as string));
      expect(path.basename(file)).toBe(`${sha1}-${width}x${height}.${ext}`);
      expect(existsSync(file), file).toBe(true);
      expect(createHash("sha1").update(readFileSync(file)).digest("hex")).toBe(sha1);
      expect(asset.metadata).toMatchObject({ dimensions: { width: Number(width), height: Number(height) } });
    }
  });

  it("references only assets that exist, and uses every asset", () => {
    const text = JSON.stringify(contentDocuments);
    const refs = new Set([...text.matchAll(/"_ref":"(image-[^"]+)"/g)].map((match) => match[1]));
    expect([...refs].filter((ref) => !byId.has(ref as string))).toEqual([]);
    expect(assets.map((asset) => asset._id).filter((id) => !refs.has(id))).toEqual([]);
  });
});

describe("seed dataset: uploaded files (the declarations' PDFs)", () => {
  const files = ofType("sanity.fileAsset");

  it("stores each as a PDF named <sha1>.pdf whose content matches the id, and a declaration uses each", () => {
    const text = JSON.stringify(contentDocuments);
    expect(files.length).toBe(3);
    for (const asset of files) {
      const [, sha1] = /^file-([0-9a-f]{40})-pdf$/.exec(asset._id) ?? [];
      const file = path.join(here, "assets", `${sha1}.pdf`);
      const bytes = readFileSync(file);
      expect(createHash("sha1").update(bytes).digest("hex")).toBe(sha1);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(asset).toMatchObject({
        mimeType: "application/pdf",
        size: bytes.length,
        path: `files/placeholder/production/${sha1}.pdf`,
      });
      expect(text).toContain(`"_ref":"${asset._id}"`);
    }
    expect(new Set(ofType("declaration").map((doc) => doc.kind))).toEqual(
      new Set(["rohs", "reach-svhc", "conflict-minerals"]),
    );
  });
});

describe("seed dataset: content the site needs", () => {
  const now = new Date();

  it("has at least 12 news stories per language over several years, one scheduled in the future", () => {
    for (const language of LOCALES) {
      const news = ofType("news").filter((doc) => doc.language === language);
      expect(news.length).toBeGreaterThanOrEqual(12);
      const years = new Set(news.map((doc) => (doc.publishedAt as string).slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(5);
      expect(news.filter((doc) => new Date(doc.publishedAt as string) > now)).toHaveLength(1);
    }
  });

  it("has 24 job posts in both languages across both types and all six categories", () => {
    const zh = ofType("job").filter((doc) => doc.language === "zh");
    expect(zh.length).toBeGreaterThanOrEqual(24);
    expect(ofType("job").filter((doc) => doc.language === "en")).toHaveLength(zh.length);
    for (const jobType of JOB_TYPES) {
      for (const category of JOB_CATEGORIES) {
        expect(
          zh.some((job) => job.jobType === jobType && job.category === category),
          `${jobType}/${category}`,
        ).toBe(true);
      }
    }
  });

  it("leaves exactly one category of one type without an open post (the empty state)", () => {
    const empty = JOB_TYPES.flatMap((jobType) =>
      JOB_CATEGORIES.filter(
        (category) =>
          !ofType("job").some((job) => job.jobType === jobType && job.category === category && job.status === "open"),
      ).map((category) => `${jobType}/${category}`),
    );
    expect(empty).toEqual(["campus/functionalService"]);
  });

  it("has 8 team members, 12+ timeline events from 2008 to 2026, all 8 products", () => {
    expect(ofType("teamMember")).toHaveLength(8);
    const years = ofType("timelineEvent")
      .map((event) => (event.date as string).slice(0, 4))
      .sort();
    expect(years.length).toBeGreaterThanOrEqual(12);
    expect([years[0], years.at(-1)]).toEqual(["2008", "2026"]);
    const combinations = ofType("product").map((product) => `${product.diameter}/${product.waferType}`);
    expect(combinations.sort()).toEqual(WAFER_DIAMETERS.flatMap((d) => WAFER_TYPES.map((t) => `${d}/${t}`)).sort());
  });

  it("has the three legal texts in both languages; the privacy policy takes effect 2022-07-25", () => {
    for (const kind of LEGAL_KINDS) {
      for (const language of LOCALES) {
        expect(ofType("legalDocument").filter((doc) => doc.kind === kind && doc.language === language)).toHaveLength(1);
      }
    }
    expect(
      ofType("legalDocument")
        .filter((doc) => doc.kind === "privacy")
        .map((doc) => doc.effectiveDate),
    ).toEqual(["2022-07-25", "2022-07-25"]);
    const terms = JSON.stringify(
      ofType("legalDocument").filter((doc) => doc.kind === "terms" && doc.language === "en"),
    );
    for (const promise of [
      "Chinese version prevails",
      "one month",
      "court at the company's domicile",
      "7 days a week, 24 hours a day",
    ]) {
      expect(terms).toContain(promise);
    }
  });

  it("has one settings document, media contacts, and a home page with a hero title in each language", () => {
    expect(ofType("siteSettings").map((doc) => doc._id)).toEqual(["siteSettings"]);
    expect(ofType("mediaContact").length).toBeGreaterThanOrEqual(2);
    for (const language of LOCALES) {
      const home = ofType("page").find((doc) => doc.pageKey === "home" && doc.language === language);
      expect(home?.heroTitle, language).toBeTruthy();
    }
  });

  it("states the company's facts: founded 2008, 18 of the top 20 fabs, 800,000 and 400,000 wafers a month", () => {
    const about = JSON.stringify(ofType("page").filter((doc) => doc.pageKey === "about" && doc.language === "en"));
    expect(about).toContain("founded in 2008");
    expect(about).toContain("18 of the world's top 20 wafer fabs");
    expect(about).toContain("800,000 wafers a month");
    expect(about).toContain("400,000");
  });
});

// Issue 42, item 4: a seeded English document counts as checked against its seeded Chinese, so a
// fresh lake shows no 待更新. The records are generated from the seed by the studio's own rule:
// after changing seeded text, `UPDATE_TRANSLATION_CHECKS=1 pnpm exec vitest run studio/seed` rewrites them.
describe("seed dataset: translation status", () => {
  const SEEDED_AT = "2026-11-29T00:00:00Z";
  const schemaTypeOf = (type: string) => compiledSchema.get(type) as ObjectSchemaType | undefined;
  const expected = ofType("translation.metadata").flatMap((meta) => {
    const entries = meta.translations as { _key: string; value: { _ref: string } }[];
    const source = byId.get(entries.find((entry) => entry._key === "zh")?.value._ref ?? "");
    const schemaType = schemaTypeOf(source?._type ?? "");
    if (!source || !schemaType) return [];
    return entries
      .filter((entry) => entry._key !== "zh")
      .map((entry) => checkRecord(entry.value._ref, source, schemaType, "seeded", SEEDED_AT));
  });
  if (process.env.UPDATE_TRANSLATION_CHECKS === "1") {
    const rest = documents.filter((doc) => doc._type !== CHECK_TYPE);
    const lines = [...rest, ...expected.sort((a, b) => a._id.localeCompare(b._id))].map((doc) => JSON.stringify(doc));
    writeFileSync(path.join(here, "production.ndjson"), `${lines.join("\n")}\n`);
  }

  it("records every translation as checked against its seeded Chinese (run with UPDATE_TRANSLATION_CHECKS=1 after changing the seed)", () => {
    const records = ofType(CHECK_TYPE) as unknown as TranslationCheck[];
    expect(expected.length).toBeGreaterThan(60);
    expect(records.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      expected.sort((a, b) => a._id.localeCompare(b._id)),
    );
  });

  it("lists nothing in 翻译状态: no language missing, nothing 待更新", () => {
    const rows = statusRows(
      documents.filter((doc) => (TRANSLATED_TYPES as readonly string[]).includes(doc._type)),
      ofType("translation.metadata") as never,
      ofType(CHECK_TYPE) as unknown as TranslationCheck[],
      schemaTypeOf,
      LOCALES,
    );
    expect(rows).toEqual([]);
  });
});
