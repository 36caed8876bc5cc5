import { Schema } from "@sanity/schema";
import { groupProblems, validateSchema } from "@sanity/schema/_internal";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "./index";

describe("content schema", () => {
  it("compiles with no errors", () => {
    const problems = groupProblems(validateSchema(schemaTypes).getTypes());
    const errors = problems.flatMap((group) => group.problems.filter((p) => p.severity === "error"));
    expect(errors).toEqual([]);
    expect(Schema.compile({ name: "test", types: schemaTypes }).get("homePage")).toBeDefined();
  });
});
