import { randomBytes } from 'node:crypto';

/**
 * Tiny PDFs written by hand for the tests, the bench and the simulator (no PDF package): one text line per
 * entry, Helvetica, one page per `pages` entry. `encrypted` adds a standard-security /Encrypt dictionary
 * whose user-password check fails, so readers ask for a password; `textLayer: false` draws a rectangle only
 * (a scan has no text layer).
 */
export function samplePdf(pages: string[][], opts: { encrypted?: boolean; textLayer?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
    const ops =
      opts.textLayer === false ? '0.5 g 72 600 300 100 re f' : `BT /F1 12 Tf 14 TL 72 740 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;
    const content = add(`<< /Length ${Buffer.byteLength(ops)} >>\nstream\n${ops}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = opts.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${randomBytes(32).toString('hex')}> /U <${randomBytes(32).toString('hex')}> >>`)
    : 0;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const id = randomBytes(16).toString('hex');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
