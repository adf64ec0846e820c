// @ts-check

/**
 * Words a page may show as they are in every language: brand and currency names, and the codes of
 * networks and coins. Anything else a user reads comes from the message catalogues.
 */
const ALLOWED = new Set(['Caravan', 'USDT', 'BTC', 'ETH', 'TRC20', 'ERC20', 'USD', 'OK']);

/** The attributes whose text a user reads or hears. */
const USER_FACING = new Set(['title', 'aria-label', 'placeholder', 'alt', 'aria-description']);

/** Whether a text has a word a user would read (a letter of any script), not only symbols or numbers. */
function hasWords(text) {
  const trimmed = text.trim();
  // An address written as an example ("/discounted", "https://…") is the same in every language.
  if (/^(\/|https?:\/\/)\S*$/u.test(trimmed)) return false;
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter((word) => /\p{L}/u.test(word));
  return words.some((word) => !ALLOWED.has(word));
}

/** The literal text of an attribute's value: "…", {'…'} or {`…`} without expressions; else null. */
function literalOf(value) {
  if (!value) return null;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type !== 'JSXExpressionContainer') return null;
  const inner = value.expression;
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral' && inner.expressions.length === 0)
    return inner.quasis.map((q) => q.value.cooked ?? '').join('');
  return null;
}

/**
 * caravan/no-literal-text: no user-visible text written into a component (issue 21). JSX text and
 * the user-facing attributes (title, aria-label, placeholder, alt) come from the catalogues through
 * t(), so every language gets them; brand names and symbols are allowed.
 * @type {import('eslint').Rule.RuleModule}
 */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the message catalogues, not from a literal' },
    schema: [],
    messages: {
      text: 'Text a user reads comes from the catalogues (t()), not a literal: "{{text}}".',
      attribute:
        'The {{name}} a user reads or hears comes from the catalogues (t()), not a literal: "{{text}}".',
    },
  },
  create(context) {
    return {
      /** @param {any} node */
      JSXText(node) {
        if (hasWords(node.value))
          context.report({ node, messageId: 'text', data: { text: node.value.trim().slice(0, 40) } });
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        // {'text'} as a child, written to get past the JSXText check.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalOf(node);
        if (text !== null && hasWords(text))
          context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !USER_FACING.has(name)) return;
        const text = literalOf(node.value);
        if (text !== null && hasWords(text))
          context.report({ node, messageId: 'attribute', data: { name, text: text.trim().slice(0, 40) } });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
