import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { webBudgetSizes } from './bench/web';
for (const p of webBudgetSizes()) { console.log(p.page, p.gzipKb); for (const f of p.files) console.log('   ', (gzipSync(readFileSync('web/dist/' + f), { level: 9 }).length / 1024).toFixed(1), f); }
