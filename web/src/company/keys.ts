// The page keys, wafer types and legal kinds of the content contract (docs/decisions/0002),
// defined once in the shared schema package.
export {
  type Bilingual,
  LEGAL_KIND_LABELS,
  type LegalKind,
  PAGE_KEY_LABELS,
  PAGE_KEYS,
  type PageKey,
  WAFER_TYPE_LABELS,
  WAFER_TYPES,
  type WaferType,
} from "@wafer/schemas/constants";
