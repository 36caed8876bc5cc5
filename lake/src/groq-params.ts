// A query that names a parameter the request does not give is refused, as Sanity refuses it
// (400 queryParseError, "param $slug referenced, but not provided"). groq-js evaluates a missing
// parameter as null, so a typo answered `[]` locally and failed on Sanity.
import type { ExprNode } from "groq-js";

/** The first parameter `tree` reads that `params` does not hold, or undefined. */
export function missingParameter(tree: ExprNode, params: Record<string, unknown>): string | undefined {
  // An explicit stack, not recursion: the tree is as deep as the query nests, whatever that is.
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      continue;
    }
    const { type, name } = node as { type?: unknown; name?: unknown };
    if (type === "Parameter" && typeof name === "string" && !Object.hasOwn(params, name)) return name;
    // A constant's value is data, not syntax (a folded literal may look like anything).
    if (type === "Value") continue;
    // Custom functions (`fn ns::f($doc) = …`) are inlined by the parser: no Parameter of theirs remains.
    const children = Object.values(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return undefined;
}

/** The answer Sanity gives: where in the query the parameter is named (for the client's code frame). */
export function missingParameterDetails(query: string, name: string) {
  const escaped = name.replace(/[^A-Za-z0-9_]/g, "\\$&");
  const at = new RegExp(`\\$${escaped}(?![A-Za-z0-9_])`).exec(query)?.index ?? 0;
  return {
    message: `param $${name} referenced, but not provided`,
    details: { query, start: at, end: at + name.length + 1 },
  };
}
