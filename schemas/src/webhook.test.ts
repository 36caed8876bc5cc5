import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "./index";
import { PAGELESS_TYPES, WEBHOOK_FILTER, WEBHOOK_PROJECTION, WEBHOOK_TYPES } from "./webhook";

describe("the publish webhook", () => {
  it("names every document type of the schema that a page shows, and the translation links", () => {
    const documentTypes = schemaTypes
      .filter((type) => type.type === "document" && !(PAGELESS_TYPES as readonly string[]).includes(type.name))
      .map((type) => type.name);
    expect([...WEBHOOK_TYPES].sort()).toEqual([...documentTypes, "translation.metadata"].sort());
  });

  it("is the filter and projection the README tells operators to configure", () => {
    const readme = readFileSync(path.join(import.meta.dirname, "../../README.md"), "utf8");
    const row = (name: string) => readme.match(new RegExp(`^\\| ${name} \\| \`(.*)\` \\|$`, "m"))?.[1];
    expect(row("Filter")).toBe(WEBHOOK_FILTER);
    expect(row("Projection")).toBe(WEBHOOK_PROJECTION);
  });
});
