// @ts-check
import path from 'node:path';

const MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

/**
 * The module a file belongs to (`wallet` for …/modules/wallet/deposits.ts, and for its console
 * endpoints in …/modules/wallet/console/), or null outside modules.
 */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at < 0) return null;
  const [name] = file.slice(at + MODULES.length).split(path.sep);
  return name ?? null;
}

/**
 * caravan/module-boundaries: a server module uses another only through its public face,
 * `modules/<other>/index.ts` (docs/architecture.md). Its repositories, presenters, routes and
 * services stay its own, so each module can change inside without the others noticing.
 * @type {import('eslint').Rule.RuleModule}
 */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through its index.ts' },
    schema: [],
    messages: {
      internal:
        'modules/{{from}} uses modules/{{to}} only through its public face (modules/{{to}}/index.ts), not {{file}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own) return {};
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
    const check = (node) => {
      const source = node.source && typeof node.source.value === 'string' ? node.source.value : null;
      if (!source || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const other = moduleOf(target);
      if (!other || other === own) return;
      const rest = target.slice(target.indexOf(MODULES) + MODULES.length + other.length + 1);
      if (rest === 'index.js' || rest === 'index.ts') return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { from: own, to: other, file: rest },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
