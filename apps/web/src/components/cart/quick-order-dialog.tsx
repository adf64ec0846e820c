import '@mantine/core/styles/Input.css';
import { Button, FileButton, Textarea } from '@mantine/core';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES, readQuickOrder } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileText } from '../../lib/file-text';
import { formatCount } from '../../lib/money';
import { useLanguage } from '../../lib/i18n';
import { Dialog } from '../ui/dialog';
import { addLinesToCart, type QuickOrderResult } from './add-to-cart';
import classes from './quick-order.module.css';

/** The written rows of `text` whose (1-based) numbers are in `keep`, in order. */
function rowsNumbered(text: string, keep: ReadonlySet<number>): string {
  return text
    .split(/\r\n|\n|\r/)
    .filter((_, i) => keep.has(i + 1))
    .join('\n');
}

/**
 * Quick order (issue 53): the buyer pastes or uploads lines of `offer id, quantity` (CSV or columns
 * from a spreadsheet, up to 200); the server checks each, the good ones go into the cart, and the
 * refused ones stay in the box, each listed with its line and reason, to be put right.
 */
export function QuickOrderDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const read = readQuickOrder(text);
  const count = read.lines.length + read.unreadable.length;
  const tooLong = count > QUICK_ORDER_MAX_LINES || text.length > QUICK_ORDER_MAX_CHARS;

  const loadFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (file.size > QUICK_ORDER_MAX_CHARS * 4) {
      setFileError(t('quick.fileTooLarge', { max: QUICK_ORDER_MAX_LINES }));
      return;
    }
    setText(await fileText(file));
    setResult(null);
  };

  const submit = async () => {
    setBusy(true);
    try {
      const done = await addLinesToCart({ csv: text });
      if (!done) return;
      setResult(done);
      // What was not added stays in the box, to be put right and sent again.
      setText(rowsNumbered(text, new Set(done.problems.map((p) => p.line))));
    } catch {
      // The API client has said why (network, a refusal of the whole text).
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setResult(null);
    setFileError(null);
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('quick.title')}>
      <div className={classes.body} data-testid="quick-order">
        <p className={classes.hint}>{t('quick.hint', { max: QUICK_ORDER_MAX_LINES })}</p>
        <Textarea
          label={t('quick.lines')}
          description={t('quick.format')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setResult(null);
          }}
          autosize
          minRows={6}
          maxRows={12}
          classNames={{ input: classes.lines }}
          error={tooLong ? t('quick.tooLong', { max: QUICK_ORDER_MAX_LINES }) : undefined}
          data-testid="quick-order-lines"
        />
        <div className={classes.row}>
          <FileButton onChange={(file) => void loadFile(file)} accept=".csv,.txt,text/csv,text/plain">
            {(props) => (
              <Button {...props} variant="default" data-testid="quick-order-file">
                {t('quick.upload')}
              </Button>
            )}
          </FileButton>
          <span className={classes.count} aria-live="polite">
            {t('quick.count', { number: formatCount(count, lang) })}
          </span>
        </div>
        {fileError && (
          <p className={classes.error} role="alert">
            {fileError}
          </p>
        )}
        {result && (
          <div role="status" className={classes.result} data-testid="quick-order-result">
            <p className={result.added > 0 ? classes.added : undefined}>
              {t('quick.added', { number: formatCount(result.added, lang) })}
              {result.full > 0 ? ` ${t('toast.full')}` : ''}
            </p>
            {result.problems.length > 0 && (
              <>
                <p>{t('quick.refused', { number: formatCount(result.problems.length, lang) })}</p>
                <table className={classes.problems} data-testid="quick-order-problems">
                  <thead>
                    <tr>
                      <th scope="col">{t('quick.line')}</th>
                      <th scope="col">{t('quick.item')}</th>
                      <th scope="col">{t('quick.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.problems.map((p) => (
                      <tr key={`${p.line}:${p.key}`}>
                        <td>{formatCount(p.line, lang)}</td>
                        <td dir="ltr" className={classes.item}>
                          {p.item}
                        </td>
                        <td>{p.msg}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </div>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={close}>
            {t('quick.close')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={count === 0 || tooLong}
            data-testid="quick-order-submit"
          >
            {t('quick.submit')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
