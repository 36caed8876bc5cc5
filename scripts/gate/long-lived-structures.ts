import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Finds the structures of web/src, lake/src and server-kit/src that live as long as the process: module-level and
// class-field Maps, Sets, arrays that are pushed to, objects used as dictionaries, and values
// stashed on globalThis. Each one keyed by request data is a way for an anonymous visitor to fill
// the heap (issue 40, row 1: the sign-in lockout kept every name ever tried). The unit test beside
// this file fails unless each finding is bounded by construction (an LRUCache with `max`) or
// reviewed in long-lived-structures.reviewed.ts. Parsed with the TypeScript compiler, so layout,
// comments and type annotations do not hide a declaration from it.

export type StructureKind = "Map" | "Set" | "array" | "dictionary" | "globalThis" | "LRUCache without max";

export interface Finding {
  /** Path from the repository root, e.g. "lake/src/store.ts". */
  file: string;
  /** `name` of a module-level variable, `Class.field` of a class field, `globalThis.name` of a stash. */
  name: string;
  kind: StructureKind;
  line: number;
}

const ROOT = path.join(import.meta.dirname, "..", "..");
export const SCANNED = ["web/src", "lake/src", "server-kit/src"];

/** Source files, not tests: what runs in the site and the lake. */
export function sourceFiles(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(relative);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith(".d.ts")
      )
        files.push(relative);
    }
  };
  for (const dir of SCANNED) walk(dir);
  return files.sort();
}

/** `(x as T)`, `x!`, `x satisfies T`, `(x)` → x. */
function bare(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current)
  )
    current = current.expression;
  return current;
}

function constructed(node: ts.Expression): string | null {
  const value = bare(node);
  if (ts.isNewExpression(value) && ts.isIdentifier(value.expression)) return value.expression.text;
  return null;
}

function lruHasMax(node: ts.Expression): boolean {
  const value = bare(node) as ts.NewExpression;
  const options = value.arguments?.[0];
  if (!options || !ts.isObjectLiteralExpression(bare(options))) return false;
  return (bare(options) as ts.ObjectLiteralExpression).properties.some(
    (property) => property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === "max",
  );
}

/** What a long-lived initializer is, or null when it cannot grow (a literal with entries is data, not memory). */
function kindOf(initializer: ts.Expression): StructureKind | "empty array" | "empty object" | null {
  const name = constructed(initializer);
  if (name === "Map" || name === "Set") return name;
  if (name === "LRUCache") return lruHasMax(initializer) ? null : "LRUCache without max";
  if (name === "Array") return "empty array";
  const value = bare(initializer);
  // `existsSync(file) ? JSON.parse(…) : {}`: either branch may be what grows.
  if (ts.isConditionalExpression(value)) return kindOf(value.whenTrue) ?? kindOf(value.whenFalse);
  if (ts.isArrayLiteralExpression(value) && value.elements.length === 0) return "empty array";
  if (ts.isObjectLiteralExpression(value) && value.properties.length === 0) return "empty object";
  return null;
}

const GROWING_METHODS = new Set(["push", "unshift", "splice"]);

/** Does `target` (an identifier, or `this.field` when `field` is set) grow anywhere in the file? */
function grows(source: ts.SourceFile, matches: (node: ts.Expression) => boolean, kind: "array" | "dictionary") {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      kind === "array" &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      GROWING_METHODS.has(node.expression.name.text) &&
      matches(bare(node.expression.expression))
    )
      found = true;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      ts.isElementAccessExpression(bare(node.left)) &&
      matches(bare((bare(node.left) as ts.ElementAccessExpression).expression))
    )
      found = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isGlobalThis = (node: ts.Expression) =>
  ts.isIdentifier(bare(node)) && (bare(node) as ts.Identifier).text === "globalThis";

export function scanSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const add = (name: string, initializer: ts.Expression, at: ts.Node, matches: (node: ts.Expression) => boolean) => {
    const kind = kindOf(initializer);
    if (kind === null) return;
    if (kind === "empty array") {
      if (grows(source, matches, "array")) findings.push({ file, name, kind: "array", line: line(at) });
    } else if (kind === "empty object") {
      if (grows(source, matches, "dictionary")) findings.push({ file, name, kind: "dictionary", line: line(at) });
    } else findings.push({ file, name, kind, line: line(at) });
  };
  const isName = (name: string) => (node: ts.Expression) => ts.isIdentifier(node) && node.text === name;
  const isField = (name: string) => (node: ts.Expression) =>
    ts.isPropertyAccessExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ThisKeyword &&
    node.name.text === name;

  const classMembers = (node: ts.ClassLikeDeclaration) => {
    const className = node.name?.text ?? "(anonymous class)";
    for (const member of node.members) {
      if (
        (ts.isPropertyDeclaration(member) && member.initializer && ts.isIdentifier(member.name)) ||
        (ts.isPropertyDeclaration(member) && member.initializer && ts.isPrivateIdentifier(member.name))
      ) {
        const field = (member.name as ts.Identifier | ts.PrivateIdentifier).text;
        add(`${className}.${field}`, member.initializer as ts.Expression, member, isField(field));
      }
      if (ts.isConstructorDeclaration(member) && member.body)
        for (const statement of member.body.statements) {
          if (!ts.isExpressionStatement(statement)) continue;
          const expression = bare(statement.expression);
          if (
            ts.isBinaryExpression(expression) &&
            expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            isField((bare(expression.left) as ts.PropertyAccessExpression).name?.text ?? "")(bare(expression.left))
          ) {
            const field = (bare(expression.left) as ts.PropertyAccessExpression).name.text;
            add(`${className}.${field}`, expression.right, statement, isField(field));
          }
        }
    }
  };

  // Module-level variables, and the names that stand for globalThis (`const state = globalThis as …`).
  const globalAliases = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer || !ts.isIdentifier(declaration.name)) continue;
        if (isGlobalThis(declaration.initializer)) globalAliases.add(declaration.name.text);
        else add(declaration.name.text, declaration.initializer, declaration, isName(declaration.name.text));
      }
  }
  const standsForGlobal = (node: ts.Expression) =>
    isGlobalThis(node) || (ts.isIdentifier(bare(node)) && globalAliases.has((bare(node) as ts.Identifier).text));

  // A factory's locals that outlive the call: `function limiter() { const windows = new Map(); return
  // { hit(key) { windows.set(…) } } }` keeps `windows` for as long as the returned object lives.
  const factoryLocals = (fn: ts.FunctionLikeDeclaration) => {
    const body = fn.body;
    if (!body) return;
    const returned: ts.Node[] = [];
    if (!ts.isBlock(body)) returned.push(body);
    else {
      const collect = (node: ts.Node) => {
        if (ts.isFunctionLike(node)) return;
        if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
        ts.forEachChild(node, collect);
      };
      ts.forEachChild(body, collect);
    }
    const captured = (name: string) =>
      returned.some((expression) => {
        let found = false;
        const inClosure = (node: ts.Node, inside: boolean) => {
          if (found) return;
          if (inside && ts.isIdentifier(node) && node.text === name) found = true;
          ts.forEachChild(node, (child) => inClosure(child, inside || ts.isFunctionLike(node)));
        };
        inClosure(expression, false);
        return found;
      });
    const fnName =
      fn.name && (ts.isIdentifier(fn.name) || ts.isPrivateIdentifier(fn.name))
        ? fn.name.text
        : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
          ? fn.parent.name.text
          : "(function)";
    const locals = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && node !== fn) return;
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name) && captured(node.name.text))
        add(`${fnName}().${node.name.text}`, node.initializer, node, isName(node.name.text));
      ts.forEachChild(node, locals);
    };
    ts.forEachChild(body, locals);
  };
  // Classes anywhere in the file (a class declared inside a function is still a long-lived object's shape).
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) classMembers(node);
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    )
      factoryLocals(node);
    // globalThis.x = …, (globalThis as T).x ??= …, globalThis["x"] = …
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    ) {
      const left = bare(node.left);
      if (
        (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) &&
        standsForGlobal(left.expression)
      ) {
        const key = ts.isPropertyAccessExpression(left)
          ? left.name.text
          : ts.isStringLiteralLike(left.argumentExpression)
            ? left.argumentExpression.text
            : left.argumentExpression.getText(source);
        findings.push({ file, name: `globalThis.${key}`, kind: "globalThis", line: line(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

export function scanRepository(root = ROOT): Finding[] {
  return sourceFiles(root).flatMap((file) => scanSource(file, readFileSync(path.join(root, file), "utf8")));
}
