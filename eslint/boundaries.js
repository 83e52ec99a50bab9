import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Import boundaries: `shared/` imports nothing from `functions/` or `web/`; `functions/`
 * never imports `web/`; a web feature (web/src/features/<name>/) does not import another feature —
 * only web/src/app composes them (the router, the layout, and the screens that show several features:
 * the dashboard and settings). The one exception is named here: features/assessments holds what the
 * two assessment features (VARK and DiSC) share.
 */
const SHARED_FEATURES = { assessments: ['vark', 'disc'] };
const root = resolve(import.meta.dirname, '..');

function area(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'web' && parts[1] === 'src' && parts[2] === 'features' && parts.length > 4) return { top: 'web', feature: parts[3] };
  return { top: parts[0], feature: null };
}

function problem(from, to) {
  if (from.top === 'shared' && (to.top === 'functions' || to.top === 'web')) return `shared/ must not import from ${to.top}/`;
  if (from.top === 'functions' && to.top === 'web') return 'functions/ must not import from web/';
  if (from.feature && to.feature && from.feature !== to.feature && !SHARED_FEATURES[to.feature]?.includes(from.feature))
    return `features do not import each other (${from.feature} imports ${to.feature}); move what they share to web/src/lib, web/src/components or shared/`;
  return null;
}

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between shared/, functions/, web/ and the web features' } },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = problem(area(file), area(resolve(dirname(file), source)));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
