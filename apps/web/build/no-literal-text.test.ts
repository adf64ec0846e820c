import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// caravan's text/no-literal-text (eslint-rules/no-literal-text.js, issue 21): the lint run that
// `npm test` starts fails a component that writes what a user reads instead of taking it from the
// catalogues. Shown here on deliberate literals, through the project's own ESLint configuration.

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(web, '../..');

async function lint(code: string, file = 'src/components/literal-probe.tsx') {
  const eslint = new ESLint({ cwd: repo });
  const [result] = await eslint.lintText(code, { filePath: join(web, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'text/no-literal-text').map((m) => m.message);
}

describe('text/no-literal-text', () => {
  it('fails JSX text and user-facing attributes written as literals', async () => {
    const messages = await lint(
      [
        'export const A = () => <p>Add to cart</p>;',
        "export const B = () => <button aria-label='Close dialog' />;",
        'export const C = () => <input placeholder="Search products" />;',
        "export const D = () => <img alt={'Product photo'} src='x.png' />;",
        'export const E = () => <span title={`Remove`}>{"Sold out"}</span>;',
        'export const F = () => <p>تمت الإضافة</p>;',
      ].join('\n'),
    );
    expect(messages).toEqual([
      'Text a user reads comes from the catalogues (t()), not a literal: "Add to cart".',
      'The aria-label a user reads or hears comes from the catalogues (t()), not a literal: "Close dialog".',
      'The placeholder a user reads or hears comes from the catalogues (t()), not a literal: "Search products".',
      'The alt a user reads or hears comes from the catalogues (t()), not a literal: "Product photo".',
      'The title a user reads or hears comes from the catalogues (t()), not a literal: "Remove".',
      'Text a user reads comes from the catalogues (t()), not a literal: "Sold out".',
      'Text a user reads comes from the catalogues (t()), not a literal: "تمت الإضافة".',
    ]);
  });

  it('allows text from t(), brand names, symbols, numbers and example addresses', async () => {
    const messages = await lint(
      [
        "import { useTranslation } from 'react-i18next';",
        'export function A() {',
        '  const { t } = useTranslation();',
        '  return (',
        '    <div title={t("cart.title")} aria-label={t("cart.label")}>',
        '      {t("cart.add")} · Caravan · 1 USDT = <b>0.99</b> ETH / BTC (TRC20) — 99+ % ×',
        '      <input placeholder="/discounted" className="field" data-testid="probe" />',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await lint('export const A = () => <p>Add to cart</p>;', 'src/components/probe.test.tsx')).toEqual(
      [],
    );
  });
});
