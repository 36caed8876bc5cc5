import { describe, expect, it } from "vitest";
import { inquiryPrefill } from "./prefill";

describe("inquiryPrefill", () => {
  it("chooses the product a quote request came from", () => {
    expect(inquiryPrefill("?diameter=300mm&type=epitaxial")).toEqual([
      ["waferDiameter", "300mm"],
      ["waferType", "epitaxial"],
    ]);
  });

  it("ignores values the form's lists do not hold", () => {
    expect(inquiryPrefill("?diameter=450mm&type=%3Cscript%3E")).toEqual([]);
    expect(inquiryPrefill("")).toEqual([]);
  });
});
