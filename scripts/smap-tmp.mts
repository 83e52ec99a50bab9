import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const code = readFileSync(file, 'utf8');
const lines = code.split('\n');
const c = new SourceMapConsumer(map);
const by: Record<string, number> = {};
let prev: { line: number; col: number; src: string } | null = null;
const key = (s: string) => { const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); return m ? m[1] : s.replace(/^(\.\.\/)+/, '').split('/').slice(0, 4).join('/'); };
c.eachMapping((m) => {
  if (prev && prev.line === m.generatedLine) by[prev.src] = (by[prev.src] ?? 0) + (m.generatedColumn - prev.col);
  else if (prev) by[prev.src] = (by[prev.src] ?? 0) + (lines[prev.line - 1].length - prev.col);
  prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source ? key(m.source) : '(none)' };
});
console.log(file, code.length);
console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1024).toFixed(1).padStart(7)} ${k}`).join('\n'));
