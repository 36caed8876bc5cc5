/** A product slug (schemas/src/rules.ts, SLUG_PATTERN; that module is not for the proxy). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// The catalogue's filters and comparison as URLs (docs/decisions/0068-catalogue-filters-as-cached-routes.md).
//
// A buyer's filtered list is `/product?d=300&type=epi&rho=1-10`: a URL that can be shared and that
// works without JavaScript. Each parameter takes one of a few values, so every filtered list is one
// of a bounded set; the proxy rewrites a valid query to `/product/filter/<key>`, a route rendered
// once per key and cached like every page, and sends anything else to the unfiltered list. The
// comparison `/product/compare?ids=a,b,c` is rewritten the same way to `/product/compare/<a~b~c>`.
// No Next import here: the proxy, the pages and the unit tests all read this file.

export const FACETS = {
  /** Diameter in mm. */
  d: ["300", "200"],
  /** Wafer type, in the URL's short words. */
  type: ["polished", "epi", "annealed", "soi"],
  /** Conductivity type. */
  cond: ["p", "n"],
  /** Resistivity band in Ω·cm: a product matches when its range reaches into the band. */
  rho: ["0-1", "1-10", "10-100"],
  /** Crystal orientation. */
  o: ["100", "110", "111"],
} as const;

export type Facet = keyof typeof FACETS;
export const FACET_NAMES = Object.keys(FACETS) as Facet[];
export type Filter = { [F in Facet]?: (typeof FACETS)[F][number] };

/** The URL's type words and the documents' wafer types. */
export const TYPE_OF_WORD: Record<(typeof FACETS)["type"][number], string> = {
  polished: "polished",
  epi: "epitaxial",
  annealed: "argonAnnealed",
  soi: "soi",
};

const isValue = <F extends Facet>(facet: F, value: string): value is NonNullable<Filter[F]> & string =>
  (FACETS[facet] as readonly string[]).includes(value);

/**
 * The filter a query asks for: null when it names no facet (the unfiltered list), "invalid" when
 * a facet has an unknown value or is repeated (the unfiltered list too, never an error page).
 * Parameters that are not facets (utm_source…) are ignored.
 */
export function parseFilter(query: URLSearchParams): Filter | null | "invalid" {
  const filter: Filter = {};
  let named = false;
  for (const facet of FACET_NAMES) {
    const values = query.getAll(facet);
    if (!values.length) continue;
    named = true;
    const [value] = values;
    if (values.length > 1 || value === undefined || !isValue(facet, value)) return "invalid";
    (filter as Record<string, string>)[facet] = value;
  }
  return named ? filter : null;
}

const ANY = "all";

/** The filter's path segment: every facet in a fixed order, "all" where unset ("300.epi.all.1-10.all"). */
export function filterKey(filter: Filter): string {
  return FACET_NAMES.map((facet) => filter[facet] ?? ANY).join(".");
}

/** The filter a path segment names, or null when it is not one of the bounded set. */
export function filterFromKey(key: string): Filter | null {
  const parts = key.split(".");
  if (parts.length !== FACET_NAMES.length) return null;
  const filter: Filter = {};
  for (const [index, facet] of FACET_NAMES.entries()) {
    const value = parts[index] as string;
    if (value === ANY) continue;
    if (!isValue(facet, value)) return null;
    (filter as Record<string, string>)[facet] = value;
  }
  return Object.keys(filter).length ? filter : null;
}

/** The filter as the query of its shareable URL, facets in a fixed order ("" for none). */
export function filterQuery(filter: Filter): string {
  const query = new URLSearchParams();
  for (const facet of FACET_NAMES) {
    const value = filter[facet];
    if (value) query.set(facet, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The filter with `facet` set to `value`, or cleared when it already has that value (a toggle link). */
export function toggled<F extends Facet>(filter: Filter, facet: F, value: NonNullable<Filter[F]>): Filter {
  const next = { ...filter };
  if (next[facet] === value) delete next[facet];
  else next[facet] = value;
  return next;
}

/** What the filter compares of a product: its diameter, type and screening data. */
export interface Screenable {
  diameter: string;
  waferType: string;
  screening?: {
    conductivity?: string[] | null;
    orientations?: string[] | null;
    resistivity?: { low: number | null; high: number | null } | null;
  } | null;
}

/** Whether a product matches every facet the filter sets. */
export function matches(product: Screenable, filter: Filter): boolean {
  if (filter.d && product.diameter !== `${filter.d}mm`) return false;
  if (filter.type && product.waferType !== TYPE_OF_WORD[filter.type]) return false;
  const screening = product.screening;
  if (filter.cond && !screening?.conductivity?.includes(filter.cond)) return false;
  if (filter.o && !screening?.orientations?.includes(filter.o)) return false;
  if (filter.rho) {
    const [low, high] = filter.rho.split("-").map(Number) as [number, number];
    const range = screening?.resistivity;
    // Ranges that reach into the band; one that only touches its edge (10–20 against 1–10) does not.
    if (!range || range.low == null || range.high == null || range.high <= low || range.low >= high) return false;
  }
  return true;
}

/** At most this many products side by side. */
export const MAX_COMPARED = 3;
const IDS_SEPARATOR = "~";

/**
 * The products a comparison query names (`ids=a,b` or `ids=a&ids=b`, as a form sends them): slugs
 * only, each once, the first three, in a canonical order so a set of products has one cached page.
 */
export function compareIds(query: URLSearchParams): string[] {
  const ids: string[] = [];
  for (const value of query.getAll("ids").slice(0, 10)) {
    for (const id of value.split(",").slice(0, 10)) {
      const slug = id.trim();
      if (slug.length <= 96 && SLUG_PATTERN.test(slug) && !ids.includes(slug)) ids.push(slug);
    }
  }
  return ids.slice(0, MAX_COMPARED).sort();
}

/** The comparison's path segment ("300mm-epitaxial~300mm-polished"). */
export const compareKey = (ids: string[]) => ids.join(IDS_SEPARATOR);

/** The slugs a comparison segment names, or null when it is not a canonical list of one to three. */
export function idsFromKey(key: string): string[] | null {
  const ids = key.split(IDS_SEPARATOR);
  const canonical = compareIds(new URLSearchParams({ ids: ids.join(",") }));
  return ids.length <= MAX_COMPARED && canonical.join() === ids.join() ? ids : null;
}
