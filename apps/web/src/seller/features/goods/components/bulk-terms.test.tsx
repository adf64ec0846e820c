import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingImportVo, ListingTermsVo } from '@caravan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { getToasts } from '../../../../lib/toast';
import { errorReply, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { bodiesOf, requestsTo } from '../../../../test/serve-actions';
import { servePanel } from '../../../test/seller-fixtures';
import { BulkTerms } from './bulk-terms';

// Issue 53: the shop's prices and wholesale terms exported as a CSV file and imported back, the
// server taking the file whole or naming each line to fix.

const EXPORT = 'seller/goods!export';
const IMPORT = 'seller/goods!import';
const ID = '00000000-0000-4000-8000-0000000000b1';

const ROW: ListingTermsVo = {
  id: ID,
  goodsId: '00000000-0000-4000-8000-0000000000b2',
  name: '=Mug, "large"',
  sellingPrice: 15,
  discountRatio: null,
  moq: 10,
  packSize: 10,
  samplePrice: 18,
  sampleLimit: 3,
  priceTiers: [
    { minQty: 10, price: 15 },
    { minQty: 100, price: 13.5 },
  ],
};

const FILE = `sellerGoodsId,sellingPrice\r\n${ID},16.00\r\n00000000-0000-4000-8000-0000000000b3,12.00\r\n`;

/** What the page downloaded: the file's text and name, caught where the browser would save it. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** A Blob's bytes as UTF-8 text, a byte-order mark kept (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

function pickFile(text: string, name = 'products.csv') {
  const input = screen.getByTestId('bulk-import-file');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const status = () => screen.getByTestId('bulk-status').textContent;

beforeEach(() => setToken('seller-token'));
afterEach(() => vi.restoreAllMocks());

describe('exporting the prices and terms', () => {
  it('downloads every product’s line as CSV, formulas defused', async () => {
    const saved = catchDownloads();
    const api = servePanel({ [EXPORT]: () => okReply([ROW]) });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    fireEvent.click(screen.getByTestId('bulk-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requestsTo(api, EXPORT)).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobText(saved[0]!.blob);
    expect(text.split('\r\n')).toEqual([
      // The byte-order mark tells spreadsheets the file is UTF-8.
      '\uFEFFsellerGoodsId,goodsId,name,sellingPrice,discountRatio,moq,packSize,samplePrice,sampleLimit,priceTiers',
      `${ID},${ROW.goodsId},"'=Mug, ""large""",15.00,,10,10,18.00,3,10:15.00|100:13.50`,
      '',
    ]);
    expect(getToasts().map((t) => t.message)).toContain('Prices and terms downloaded: 1 products.');
  });
});

describe('importing a file', () => {
  it('sends the file as it is, shows progress, then how many products changed', async () => {
    let answer: (reply: ListingImportVo) => void = () => undefined;
    const api = servePanel({
      [IMPORT]: () => new Promise<Response>((resolve) => (answer = (reply) => resolve(okReply(reply)))),
    });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    expect(status()).toBe('');
    pickFile(FILE);
    await waitFor(() => expect(status()).toBe('Checking the file: 2 products…'));
    await waitFor(() => expect(bodiesOf(api, IMPORT)).toEqual([{ csv: FILE }]));
    expect(screen.getByTestId('bulk-import').hasAttribute('data-loading')).toBe(true);
    answer({ updated: 2, errors: [] });
    await waitFor(() => expect(status()).toBe('Products updated: 2.'));
    expect(screen.getByTestId('bulk-import').hasAttribute('data-loading')).toBe(false);
  });

  it('says so when the file changes nothing', async () => {
    servePanel({ [IMPORT]: () => okReply({ updated: 0, errors: [] }) });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    pickFile(FILE);
    await waitFor(() => expect(status()).toBe('Nothing to change: your products already match the file.'));
  });

  it('lists every line to fix, with its product and reason, when the file is refused', async () => {
    servePanel({
      [IMPORT]: () =>
        okReply({
          updated: 0,
          errors: [
            {
              line: 3,
              sellerGoodsId: ID,
              key: 'SELLER_TIER_PRICE_NOT_FALLING',
              params: { rung: 2 },
              msg: 'Line 3: Rung 2: its unit price must be lower than the rung before it.',
            },
            {
              line: 5,
              sellerGoodsId: 'abc',
              key: 'COMMON_PARAM_INVALID',
              params: { field: 'sellerGoodsId' },
              msg: 'Line 5: The value of sellerGoodsId is not valid.',
            },
          ],
        }),
    });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    pickFile(FILE);
    const table = await screen.findByTestId('bulk-problems');
    expect(status()).toBe('Nothing was changed. Lines to fix: 2.');
    expect(screen.getByRole('dialog').textContent).toContain('No product was changed.');
    const rows = within(table).getAllByTestId('bulk-problem');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['3', ID, 'Line 3: Rung 2: its unit price must be lower than the rung before it.'],
      ['5', 'abc', 'Line 5: The value of sellerGoodsId is not valid.'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Product', 'Problem']);
  });

  it('leaves a file refused whole to the API client’s message, and shows no progress after', async () => {
    servePanel({
      [IMPORT]: () =>
        errorReply('1', 'SELLER_IMPORT_COLUMN_UNKNOWN', 'The header line names a column…', {
          column: 'price',
        }),
    });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    pickFile('price\n12');
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'The header line names a column the import does not know, or names it twice: price.',
      ),
    );
    expect(status()).toBe('');
  });

  it('sends nothing for a file that is no CSV or too large, and says why', async () => {
    const api = servePanel({ [IMPORT]: () => okReply({ updated: 0, errors: [] }) });
    renderWithProviders(<BulkTerms />, { route: '/seller/goods' });
    pickFile('PK\u0003\u0004\u0000\u0000workbook', 'products.xlsx');
    await waitFor(() =>
      expect(status()).toBe(
        'This is not a CSV file. In your spreadsheet, save it as CSV (UTF-8) and import it again.',
      ),
    );
    pickFile(`sellerGoodsId\n${'x'.repeat(500_001)}`);
    await waitFor(() =>
      expect(status()).toBe('The file is too large. Import at most 2,000 products at a time.'),
    );
    expect(requestsTo(api, IMPORT)).toHaveLength(0);
  });
});
