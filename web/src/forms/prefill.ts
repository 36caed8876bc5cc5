import { WAFER_DIAMETERS, WAFER_TYPES } from "@wafer/schemas/constants";

// A quote request opened from a product (/eirform?diameter=300mm&type=epitaxial, catalogue/paths.ts)
// starts with that product chosen. Only values the form's own lists hold are taken: anything else
// in the address is ignored, never shown or sent.

/** The inquiry form's fields to fill from the page address's query string. */
export function inquiryPrefill(search: string): [name: "waferDiameter" | "waferType", value: string][] {
  const params = new URLSearchParams(search);
  const fields: [name: "waferDiameter" | "waferType", value: string][] = [];
  const diameter = params.get("diameter");
  const type = params.get("type");
  if (diameter && (WAFER_DIAMETERS as readonly string[]).includes(diameter)) fields.push(["waferDiameter", diameter]);
  if (type && (WAFER_TYPES as readonly string[]).includes(type)) fields.push(["waferType", type]);
  return fields;
}
