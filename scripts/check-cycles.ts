/**
 * Fails when the Lambda code (functions/**) has a runtime import cycle: a module that, through its static
 * imports, imports itself. In a cycle one module runs before what it imports has finished evaluating, so a
 * top-level use of an import is `undefined` (or a TDZ error) depending on which module a bundle reaches first.
 *
 * Counted: static `import … from`, side-effect `import '…'` and `export … from` of a relative path.
 * Not counted: `import type` / `export type` and imports whose every name is `type` (erased before they run),
 * dynamic `import()` (evaluated when called, after every module has loaded), and test files.
 *
 * Run by `npm run lint`; `tsx scripts/check-cycles.ts [dir …]` checks other directories.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const dirs = (process.argv.slice(2).length ? process.argv.slice(2) : ['functions']).map((d) => resolve(root, d));

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|e2e)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return isSource(path) ? [path] : [];
  });
}

/** The file a relative specifier names, the way the bundler resolves it (extensionless, or .js for .ts). */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && isSource(c)) ?? null;
}

/** Relative specifiers a module needs evaluated before it runs. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypeNames =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (onlyTypeNames) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.filter((s) => s.startsWith('.'));
}

const files = dirs.flatMap(sourcesUnder);
const inScope = new Set(files);
const edges = new Map<string, string[]>(
  files.map((file) => [
    file,
    runtimeImports(file)
      .flatMap((s) => resolveSpecifier(file, s) ?? [])
      .filter((target) => inScope.has(target)),
  ]),
);

// Tarjan's strongly connected components: every component of more than one module (or a module importing
// itself) holds at least one cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
let counter = 0;
function visit(file: string) {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
  }
  if (low.get(file) === index.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) components.push(component);
  }
}
for (const file of files) if (!index.has(file)) visit(file);

/** One concrete cycle through the component's first module (breadth-first, so the shortest). */
function cycleIn(component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of edges.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const name = (file: string) => relative(root, file);
if (components.length === 0) {
  console.log(`No runtime import cycle in ${dirs.map(name).join(', ')} (${files.length} modules).`);
} else {
  console.error(`Runtime import cycles in ${dirs.map(name).join(', ')}: break each (move what both sides need to a third module, or import it lazily).`);
  for (const component of components.sort((a, b) => b.length - a.length)) {
    console.error(`\n${component.length} modules: ${component.map(name).sort().join(', ')}`);
    console.error(`  e.g. ${cycleIn(component).map(name).join(' → ')}`);
  }
  process.exitCode = 1;
}
