import { stegaEncodeSourceMap } from "@sanity/client/stega";
import { schemaTypes } from "@wafer/schemas";
import { describe, expect, it } from "vitest";
import { CODE_FIELDS, STEGA_CHARACTERS, stegaCleanDeep, stegaConfig } from "./stega";

type Field = { name: string; type?: string; options?: { list?: unknown }; fields?: Field[]; of?: Field[] };

/** Every field of the schema with an option list: its values are compared by code, never shown. */
function optionListFields(fields: readonly Field[] = [], found = new Set<string>()): Set<string> {
  for (const field of fields) {
    if (field.options?.list) found.add(field.name);
    optionListFields(field.fields, found);
    optionListFields(field.of, found);
  }
  return found;
}

describe("stega", () => {
  it("never encodes a field with an option list", () => {
    const names = optionListFields(schemaTypes as unknown as Field[]);
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(CODE_FIELDS, name).toContain(name);
  });

  it("encodes shown text, leaves code-facing fields alone, and cleans deeply", () => {
    const result = { _id: "job-a", _type: "job", title: "工艺工程师", jobType: "campus", phone: "021-1234" };
    const csm = {
      documents: [{ _id: "drafts.job-a", _type: "job" }],
      paths: ["$['title']", "$['jobType']", "$['phone']"],
      mappings: Object.fromEntries(
        ["title", "jobType", "phone"].map((name, path) => [
          `$['${name}']`,
          { type: "value" as const, source: { type: "documentValue" as const, document: 0, path } },
        ]),
      ),
    };
    const encoded = stegaEncodeSourceMap(result, csm, stegaConfig("http://localhost:3333"));
    expect(encoded.title).toMatch(STEGA_CHARACTERS);
    expect(encoded.title.startsWith("工艺工程师")).toBe(true);
    expect(encoded.jobType).toBe("campus");
    expect(encoded.phone).toBe("021-1234");
    const when = new Date();
    const clean = stegaCleanDeep({ meta: { title: encoded.title, list: [encoded.title] }, when });
    expect(clean).toEqual({ meta: { title: "工艺工程师", list: ["工艺工程师"] }, when });
    expect(clean.when).toBe(when);
  });
});
