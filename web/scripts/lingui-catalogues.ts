import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /\/web\/src\/i18n\/(app\/[a-z-]+\/)?[a-z]{2}\.json$/;

/**
 * The message catalogues (web/src/i18n/<language>.json and the signed-in areas' app/<area>/<language>.json) compiled at build time: Lingui's runtime then ships
 * without its ICU parser (about 7 KB gzip), and a message that does not parse fails the build. The output is
 * JSON again, so Vite's own JSON handling turns it into a module as before. In development and tests Lingui
 * compiles the same messages at run time.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'simplify-lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.replaceAll('\\', '/'))) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessageOrThrow(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
