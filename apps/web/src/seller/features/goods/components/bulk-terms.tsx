import { Button, Table } from '@mantine/core';
import { LISTING_CSV_LIMITS, listingTermsCsv, readCsv, type ListingImportProblemVo } from '@caravan/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { UploadIcon } from '../../../../components/ui/icons';
import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { localDay } from '../../../../lib/date';
import { fileText } from '../../../../lib/file-text';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import { CsvExportButton } from '../../../components/csv-export-button';
import { fetchListingTerms } from '../api/export-terms';
import { useImportTerms } from '../api/import-terms';
import classes from './bulk-terms.module.css';

// Issue 53: the shop's prices and wholesale terms as a CSV file. "Export CSV" downloads every
// product's line (the contract's listingTermsCsv); "Import CSV" sends an edited file back, which the
// server takes whole or not at all: the reply counts the products changed, or names each line to
// fix, shown here in a table.

/** The products a file holds, as its records after the header: for the progress text. */
function productLines(text: string): number {
  return Math.max(0, readCsv(text).records.length - 1);
}

function ExportButton() {
  const { t } = useTranslation('seller');
  return (
    <CsvExportButton
      label={t('bulk.export')}
      make={async () => {
        const rows = await fetchListingTerms();
        return {
          text: listingTermsCsv(rows),
          name: `products-${localDay(new Date())}.csv`,
          rows: rows.length,
        };
      }}
      done={(count) => t('bulk.exported', { count })}
      testId="bulk-export"
    />
  );
}

/** The lines the server refused, each with its number, the product as written and the reason. */
function ProblemTable({ problems }: { problems: readonly ListingImportProblemVo[] }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  return (
    <ScrollRegion className={classes.tableWrap} label={t('bulk.problemsTitle')}>
      <Table striped data-testid="bulk-problems">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bulk.columns.line')}</Table.Th>
            <Table.Th>{t('bulk.columns.product')}</Table.Th>
            <Table.Th>{t('bulk.columns.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem) => (
            <Table.Tr key={problem.line} data-testid="bulk-problem">
              <Table.Td className={classes.line}>{formatCount(problem.line, lang)}</Table.Td>
              <Table.Td className={classes.listing} dir="ltr">
                {problem.sellerGoodsId}
              </Table.Td>
              <Table.Td>{problem.msg}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The shop's prices and terms in a spreadsheet: "Export CSV" and "Import CSV" side by side, for the
 * goods page's toolbar. While a file is checked, and after, a status line says how it went; the
 * lines to fix open in a dialog.
 */
export function BulkTerms() {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const picker = useRef<HTMLInputElement>(null);
  const importTerms = useImportTerms();
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<ListingImportProblemVo[]>([]);

  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await fileText(file);
    } catch {
      setStatus(t('bulk.notCsv'));
      return;
    }
    // A workbook or any other binary file: what a spreadsheet saves as CSV never holds U+0000.
    if (text.includes('\u0000')) {
      setStatus(t('bulk.notCsv'));
      return;
    }
    if (text.length > LISTING_CSV_LIMITS.maxChars) {
      setStatus(t('bulk.tooLarge', { max: formatCount(LISTING_CSV_LIMITS.maxLines, lang) }));
      return;
    }
    setStatus(t('bulk.checking', { count: formatCount(productLines(text), lang) }));
    try {
      const result = await importTerms.mutateAsync({ csv: text });
      if (result.errors.length > 0) {
        setStatus(t('bulk.refused', { count: formatCount(result.errors.length, lang) }));
        setProblems(result.errors);
      } else {
        setStatus(
          result.updated > 0
            ? t('bulk.updated', { count: formatCount(result.updated, lang) })
            : t('bulk.unchanged'),
        );
      }
    } catch {
      // The API client has already said what went wrong (a file refused whole, with its reason).
      setStatus('');
    }
  };

  return (
    <div className={classes.bulk} role="group" aria-label={t('bulk.label')} data-testid="bulk-terms">
      <ExportButton />
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('bulk.pick')}
        data-testid="bulk-import-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
      <Button
        variant="light"
        leftSection={<UploadIcon size={16} />}
        loading={importTerms.isPending}
        onClick={() => picker.current?.click()}
        data-testid="bulk-import"
      >
        {t('bulk.import')}
      </Button>
      <p className={classes.status} role="status" data-testid="bulk-status">
        {status}
      </p>
      <Dialog opened={problems.length > 0} onClose={() => setProblems([])} title={t('bulk.problemsTitle')}>
        <p className={classes.intro}>{t('bulk.problemsIntro')}</p>
        <ProblemTable problems={problems} />
      </Dialog>
    </div>
  );
}
