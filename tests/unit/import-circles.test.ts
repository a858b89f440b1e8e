import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No circle of value imports anywhere in src (docs/architecture.md, "Floors"). A circle makes the
// order modules load in matter: entered at the wrong file, a module reads a binding of another that
// is not initialised yet (a ReferenceError at start). Type-only imports are erased by the build and
// a dynamic import() loads later, so neither counts.

const SRC = path.resolve(__dirname, '../../src');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Whether an import or export declaration brings a value at run time (not `import type`, not only `type` names). */
function isValueImport(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // `import './x'`: run for its effects.
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
}

/** Each file's static value imports of other files in src. */
function valueImportGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const targets: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !isValueImport(statement)) continue;
      const target = resolveImport(file, specifier.text);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The circles: strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circlesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowLinks.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!indices.has(target)) {
        visit(target);
        lowLinks.set(file, Math.min(lowLinks.get(file)!, lowLinks.get(target)!));
      } else if (onStack.has(target)) {
        lowLinks.set(file, Math.min(lowLinks.get(file)!, indices.get(target)!));
      }
    }
    if (lowLinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return circles;
}

const describeCircles = (circles: string[][]) =>
  circles
    .map(
      (files) => `a circle of ${files.length} files:\n  ${files.map((file) => path.relative(SRC, file)).join('\n  ')}`,
    )
    .join('\n');

describe('imports in src', () => {
  // Read once: every file of src, and the circles among them.
  const graph = valueImportGraph(sourceFiles(SRC));
  const circles = circlesOf(graph);

  for (const side of ['server', 'client', 'shared']) {
    it(`form no circle of value imports (src/${side})`, () => {
      const inSide = circles.filter((files) => files.some((file) => file.startsWith(path.join(SRC, side) + path.sep)));
      expect(describeCircles(inSide)).toBe('');
    });
  }

  it('are read as the build reads them: a type-only import is no edge, a value import is', () => {
    // app.ts loads the features' registry, and nothing of the platform imports back into app.ts.
    expect(graph.get(path.join(SRC, 'server/app.ts'))).toContain(path.join(SRC, 'server/features/index.ts'));
    // ssr.ts names the router's type only (the router itself is given by app.ts).
    expect(graph.get(path.join(SRC, 'server/ssr/ssr.ts'))).not.toContain(path.join(SRC, 'server/app-router.ts'));
    expect(
      circlesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });
});
