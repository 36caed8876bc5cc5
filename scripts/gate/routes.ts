import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The site's routes, read from the code itself: every route.ts under web/src/app with the HTTP
// methods it exports, and every page.tsx (answered to GET). The hostile gate
// (web/e2e-security/gate.spec.ts) keys its cases by these paths, and route-inventory.test.ts fails
// when a route appears here without a case. The lake's routes come from lake/src/routes.ts, the
// table its server decides by.

const ROOT = path.join(import.meta.dirname, "..", "..");
const APP = "web/src/app";
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface SiteRoute {
  /** The route's path as its folders spell it, e.g. "/[locale]/news/[slug]" ("/" for the root). */
  path: string;
  file: string;
  kind: "route" | "page";
  methods: string[];
}

/** HTTP methods a route.ts exports: `export function GET`, `export const POST = …`, `export { x as GET }`. */
export function exportedMethods(text: string): string[] {
  const source = ts.createSourceFile("route.ts", text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) names.push(statement.name.text);
    if (ts.isVariableStatement(statement) && exported(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) names.push(element.name.text);
  }
  return names.filter((name) => (HTTP_METHODS as readonly string[]).includes(name)).sort();
}

export function siteRoutes(root = ROOT): SiteRoute[] {
  const routes: SiteRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === "route.ts" || entry.name === "page.tsx") {
        // Route groups "(x)" do not appear in the URL.
        const folders = dir
          .slice(APP.length)
          .split("/")
          .filter((segment) => segment && !/^\(.*\)$/.test(segment));
        const routePath = `/${folders.join("/")}`;
        const kind = entry.name === "route.ts" ? "route" : "page";
        const methods = kind === "route" ? exportedMethods(readFileSync(path.join(root, relative), "utf8")) : ["GET"];
        routes.push({ path: routePath, file: relative, kind, methods });
      }
    }
  };
  walk(APP);
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
