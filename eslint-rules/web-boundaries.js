// @ts-check
import path from 'node:path';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/**
 * Where a web file sits: its sub-app (the storefront, the seller centre under seller/, or the
 * console under admin/), its layer
 * (app 3 → features 2 → components 1 → lib 0) and, in features/, which feature. Null outside src.
 * @param {string} file
 * @returns {{ app: 'store' | 'seller' | 'admin', layer: number, feature: string | null, rest: string } | null}
 */
export function placeOf(file) {
  const at = file.indexOf(WEB_SRC);
  if (at < 0) return null;
  let parts = file.slice(at + WEB_SRC.length).split(path.sep);
  /** @type {'store' | 'seller' | 'admin'} */
  let app = 'store';
  if (parts[0] === 'admin' || parts[0] === 'seller') {
    app = parts[0];
    parts = parts.slice(1);
  }
  const [top = '', feature = null, ...rest] = parts;
  if (top === 'features') return { app, layer: 2, feature, rest: rest.join('/') };
  if (top === 'components') return { app, layer: 1, feature: null, rest: '' };
  if (top === 'lib' || top === 'i18n' || top === 'test') return { app, layer: 0, feature: null, rest: '' };
  // app/, layout/, the route files and main.tsx: the top, which puts the others together.
  return { app, layer: 3, feature: null, rest: '' };
}

const LAYER_NAMES = ['lib', 'components', 'features', 'app'];
// A feature's folder itself, or its index file: its public face.
const FACE = /^index\.(ts|tsx|js)$/;

/**
 * caravan/web-boundaries (docs/architecture.md, DESIGN.md §3): in the web app, layers import only
 * downwards (app → features → components → lib), a feature uses another only through its public
 * face (features/<other>/index.ts), and the storefront never imports the console. Relative paths
 * are resolved, so `../../other-feature/…` is caught like any other.
 * @type {import('eslint').Rule.RuleModule}
 */
const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web layers import downwards; features use each other only through index.ts' },
    schema: [],
    messages: {
      upwards:
        '{{from}} may not import {{to}} ({{file}}): layers import only downwards (app → features → components → lib).',
      feature:
        'features/{{from}} uses features/{{to}} only through its public face (features/{{to}}/index.ts), not {{file}}.',
      console: 'The storefront does not import the seller centre or the console ({{file}}).',
      subApp: 'The seller centre and the console do not import each other ({{file}}).',
    },
  },
  create(context) {
    const file = context.filename;
    const own = placeOf(file);
    if (!own) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!source || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const other = placeOf(target);
      if (!other) return;
      const shown = path.relative(path.dirname(file), target);
      // The storefront's app layer loads the sub-apps' route trees; nothing else of it reaches them.
      if (own.app === 'store' && other.app !== 'store' && own.layer < 3) {
        context.report({ node: node.source, messageId: 'console', data: { file: shown } });
        return;
      }
      // The sub-apps sit on the storefront's lib and components, never on each other's.
      if (own.app !== 'store' && other.app !== 'store' && own.app !== other.app) {
        context.report({ node: node.source, messageId: 'subApp', data: { file: shown } });
        return;
      }
      // Each sub-app's own layers are judged as the storefront's.
      if (other.layer > own.layer) {
        context.report({
          node: node.source,
          messageId: 'upwards',
          data: { from: LAYER_NAMES[own.layer] ?? '', to: LAYER_NAMES[other.layer] ?? '', file: shown },
        });
        return;
      }
      if (
        own.layer === 2 &&
        other.layer === 2 &&
        (own.app !== other.app || own.feature !== other.feature) &&
        other.rest !== '' &&
        !FACE.test(other.rest)
      ) {
        context.report({
          node: node.source,
          messageId: 'feature',
          data: { from: own.feature ?? '', to: other.feature ?? '', file: shown },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'web-boundaries': webBoundaries } };
