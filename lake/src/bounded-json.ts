// JSON.stringify with a byte budget, straight to UTF-8 bytes: it stops as soon as the text passes
// the budget, instead of building a 328 MB string first (issue 40, row 5). Used by the query
// workers, so the HTTP thread only ever receives finished bytes of a bounded size. The bytes grow
// in one buffer outside the worker's JS heap (doubling, never past budget + 4 bytes; each smaller
// one is freed as it is outgrown, and the last one at once when the budget is passed), and that
// buffer is what the worker transfers.
//
// Same output as JSON.stringify for the values GROQ produces (plain objects, arrays, strings,
// numbers, booleans, null), including its rules for `undefined`, functions, non-finite numbers and
// `toJSON`. Shared sub-objects are written as often as they occur, as JSON.stringify does; that is
// exactly how a small dataset becomes a huge answer, and why the count is of bytes written.

export class OverBudget extends Error {
  readonly budget: number;
  constructor(budget: number) {
    super(`over ${budget} bytes`);
    this.budget = budget;
  }
}

/** Depth past which the value is refused rather than risking the worker's stack. */
const MAX_DEPTH = 1_000;

const resolved = (value: unknown): unknown =>
  value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function"
    ? (value as { toJSON: () => unknown }).toJSON()
    : value;

const encoder = new TextEncoder();

/** `value` as JSON in UTF-8, or OverBudget once it passes `budget` bytes. */
export function encodeWithin(value: unknown, budget: number): Uint8Array<ArrayBuffer> {
  // Room for the whole budget plus one more character (at most 4 bytes): text that does not fit
  // is over the budget.
  const capacity = budget + 4;
  let buffer = new Uint8Array(Math.min(64 * 1024, capacity));
  let length = 0;
  const emit = (text: string) => {
    // Every UTF-16 unit is at least one byte.
    if (length + text.length > budget) throw new OverBudget(budget);
    const worst = length + text.length * 3;
    if (worst > buffer.length && buffer.length < capacity)
      // transfer() moves the bytes into the larger buffer and frees the old one at once, instead
      // of leaving it for a garbage collection (a worker's heap does not count these bytes).
      buffer = new Uint8Array(buffer.buffer.transfer(Math.min(capacity, Math.max(buffer.length * 2, worst))));
    const { read, written } = encoder.encodeInto(text, buffer.subarray(length));
    length += written;
    if (read < text.length || length > budget) throw new OverBudget(budget);
  };
  const write = (input: unknown, depth: number, inArray: boolean): boolean => {
    const item = resolved(input);
    switch (typeof item) {
      case "string":
        emit(JSON.stringify(item));
        return true;
      case "number":
        emit(Number.isFinite(item) ? String(item) : "null");
        return true;
      case "boolean":
        emit(item ? "true" : "false");
        return true;
      case "bigint":
        throw new TypeError("Do not know how to serialize a BigInt");
      case "undefined":
      case "function":
      case "symbol":
        if (inArray) emit("null");
        return inArray;
    }
    if (item === null) {
      emit("null");
      return true;
    }
    if (depth > MAX_DEPTH) throw new OverBudget(budget);
    if (Array.isArray(item)) {
      emit("[");
      item.forEach((element, index) => {
        if (index > 0) emit(",");
        write(element, depth + 1, true);
      });
      emit("]");
      return true;
    }
    emit("{");
    let first = true;
    for (const key of Object.keys(item as object)) {
      const child = resolved((item as Record<string, unknown>)[key]);
      if (child === undefined || typeof child === "function" || typeof child === "symbol") continue;
      emit(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      write(child, depth + 1, false);
    }
    emit("}");
    return true;
  };
  try {
    if (!write(value, 0, false)) emit("null");
  } catch (error) {
    // Past the budget (or unwritable): the bytes so far are freed now, not at the next collection.
    buffer.buffer.transfer(0);
    throw error;
  }
  return buffer.subarray(0, length);
}
