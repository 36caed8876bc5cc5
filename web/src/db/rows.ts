/**
 * The rows of a raw `db.execute(sql…)` result on either engine: postgres-js answers an array,
 * PGlite an object with `rows`.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
