import { Schema } from "@sanity/schema";
import { groupProblems, validateSchema } from "@sanity/schema/_internal";
import { describe, expect, it } from "vitest";
import { PAGE_KEYS, TRANSLATED_TYPES } from "./constants";
import { schemaTypes } from "./index";

describe("content schema", () => {
  it("compiles with no errors or warnings", () => {
    const problems = groupProblems(validateSchema(schemaTypes).getTypes());
    expect(problems.flatMap((group) => group.problems)).toEqual([]);
    const schema = Schema.compile({ name: "test", types: schemaTypes });
    for (const type of [
      "news",
      "job",
      "page",
      "product",
      "teamMember",
      "timelineEvent",
      "legalDocument",
      "mediaContact",
      "siteSettings",
      "mailTemplates",
    ]) {
      expect(schema.get(type)?.jsonType, type).toBe("object");
    }
  });

  it("gives every translated type a language field", () => {
    const schema = Schema.compile({ name: "test", types: schemaTypes });
    for (const type of TRANSLATED_TYPES) {
      const fields = (schema.get(type) as { fields: { name: string }[] }).fields.map((field) => field.name);
      expect(fields, type).toContain("language");
    }
  });

  it("lists the spec's pages that carry editorial copy", () => {
    for (const key of [
      "home",
      "product",
      "research",
      "about",
      "makespeech",
      "senseworth",
      "quality",
      "supplier",
      "safety",
      "recruit",
      "trainingAndDevelopment",
      "life",
      "join",
      "contacts",
      "investor",
      "esg",
    ]) {
      expect(PAGE_KEYS).toContain(key);
    }
  });
});
