/** An Arabic reply's own words: every isolated value (FSI/RLI … PDI, nested too) taken out. */
export function ownWords(text: string): string {
  let rest = text;
  for (let last = ''; last !== rest;) {
    last = rest;
    rest = rest.replace(/[\u2067\u2068][^\u2066-\u2069]*\u2069/g, '');
  }
  return rest;
}
