import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from './en.json';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

/** Every component file of the app (tests and the test helpers aside). */
const COMPONENTS = (readdirSync(SRC, { recursive: true }) as string[])
  .map((path) => path.replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.tsx') && !/\.test\.tsx$/.test(path) && !path.startsWith('test/'))
  .sort();

/** Every key the app's catalogues have: the first file's and the signed-in areas'. */
const KEYS = new Set([
  ...Object.keys(en),
  ...Object.values(import.meta.glob<Record<string, string>>('./app/*/en.json', { eager: true, import: 'default' })).flatMap(Object.keys),
]);

/** Props that reach the reader: shown, announced or offered as a hint. */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'subtitle',
  'description',
  'loadingText',
  'submit',
  'submitting',
  'submitLabel',
  'pendingLabel',
  'cancelLabel',
  'confirmLabel',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Every literal user-facing string in a component file: JSX text, text props, and toast titles and descriptions. */
function literalTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => span.literal.text).join(' ');
    if (ts.isJsxExpression(node)) return literal(node.expression);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return literal(node.right);
    if (ts.isConditionalExpression(node)) return [literal(node.whenTrue), literal(node.whenFalse)].filter(Boolean).join(' ') || undefined;
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literal(node.expression);
      if (text && hasWords(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const text = literal(node.initializer);
      if (text && hasWords(text)) found.push(text);
    }
    if (ts.isPropertyAssignment(node) && ['title', 'description'].includes(node.name.getText(file))) {
      const text = literal(node.initializer);
      if (text && hasWords(text)) found.push(text);
    }
    // A default value of a text prop (`cancelLabel = 'Cancel'`).
    if (ts.isBindingElement(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const text = literal(node.initializer);
      if (text && hasWords(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('texts outside the catalogues', () => {
  it('finds literal texts in JSX, text props, defaults and toasts (the check can fail)', () => {
    const sample = `
      const A = ({ cancelLabel = 'Cancel' }) => <Box aria-label="Close" title={open ? 'Hide it' : 'Show it'}>Hello there{' '}{'More words'}</Box>;
      notify({ title: 'Saved', description: \`Sent to \${email}\` });
      const B = () => <Input placeholder={_('common.email')} aria-label={x ?? _('a')} />;`;
    expect(literalTexts(sample)).toEqual(['Cancel', 'Close', 'Hide it Show it', 'Hello there', 'More words', 'Saved', 'Sent to ']);
  });

  it.each(COMPONENTS)('%s renders no literal user-facing text', (path) => {
    expect(literalTexts(read(path), path)).toEqual([]);
  });

  it.each(COMPONENTS)('%s asks only for keys the catalogues have', (path) => {
    const source = read(path);
    const keys = [...source.matchAll(/\b_\('([^']+)'/g), ...source.matchAll(/<Trans id="([^"]+)"/g)].map((m) => m[1]);
    expect(keys.filter((key) => !KEYS.has(key))).toEqual([]);
  });
});
