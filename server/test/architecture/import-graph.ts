/**
 * Reads the import graph of the server's sources with the TypeScript parser: for each file, the
 * relative modules it imports (static, re-exports and `import()`), and whether an import only
 * brings types (erased at build time, so it adds no run-time dependency).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Importing file, relative to the root, with forward slashes. */
  from: string;
  /** Imported file, relative to the root, without extension. */
  to: string;
  typeOnly: boolean;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const e = node.exportClause;
    return (
      !!e && ts.isNamedExports(e) && e.elements.length > 0 && e.elements.every((x) => x.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs x
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((x) => x.isTypeOnly)
  );
}

/** The relative imports of one source text, as written. */
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal))
        found.push({ specifier: arg.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((i) => i.specifier.startsWith('.'));
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Every edge between `.ts` files under `dir`, with paths relative to `root`. */
export function readImportGraph(root: string, dir: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        for (const i of importsOf(readFileSync(full, 'utf8'))) {
          const target = path.resolve(path.dirname(full), i.specifier);
          edges.push({
            from: toPosix(path.relative(root, full)),
            to: toPosix(path.relative(root, target)).replace(/\.(ts|tsx|js)$/, ''),
            typeOnly: i.typeOnly,
          });
        }
      }
    }
  };
  walk(path.join(root, dir));
  return edges;
}
