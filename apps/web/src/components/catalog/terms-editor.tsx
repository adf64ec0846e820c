import '@mantine/core/styles/Switch.css';
import { Button, Switch, TextInput } from '@mantine/core';
import { WHOLESALE_LIMITS } from '@caravan/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button';
import { PlusIcon, TrashIcon } from '../ui/icons';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { cleanAmountInput } from '../../lib/amount-text';
import { isolateLtr } from '../../lib/date';
import { translateError } from '../../lib/error-messages';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import {
  checkDraft,
  cleanCount,
  draftOf,
  nextRungQty,
  type FieldProblem,
  type RungDraft,
  type TermsDraft,
  type TermsListing,
  type TermsParams,
} from '../../lib/terms-draft';
import css from './terms-editor.module.css';

// A listing's wholesale terms as a form (issue 53, ADR 037), the seller centre's and the console's:
// each keeps its own dialog, request and words around it. Its labels are the seller centre's
// (`seller` namespace), which the console loads with its offers page.

type TermsEditorProps = {
  listing: TermsListing;
  /** What the terms mean, in the words of who sets them. */
  intro: string;
  /** The listing's facts above the fields (its cost and price range). */
  facts?: ReactNode;
  /** The caller's own fields under the terms (the console's reason). */
  children?: ReactNode;
  /** The save request: pending, and its failure, shown in the form until the next edit. */
  pending: boolean;
  error: unknown;
  /** An edit answers the last failure: the caller forgets it. */
  onEdit: () => void;
  /** The terms as the endpoint takes them, once every field is right. */
  onSubmit: (params: TermsParams) => void;
  onCancel: () => void;
};

/**
 * A listing's price ladder of 1 to 5 rungs (from which quantity each unit costs what), the minimum
 * order quantity (the first rung's start), the pack buyers order in multiples of, and an optional
 * sample. Each problem is shown beside its field while typing, in the words the server would
 * refuse it with; Save waits until there is none.
 */
export function TermsEditor({
  listing,
  intro,
  facts,
  children,
  pending,
  error,
  onEdit,
  onSubmit,
  onCancel,
}: TermsEditorProps) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(listing));
  const nextKey = useRef(draft.rungs.length);
  // The rung just added, whose quantity takes the focus once it is drawn.
  const focusKey = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { problems, params } = checkDraft(draft, listing);

  const range = {
    min: isolateLtr(formatPrice(listing.minSellingPrice, lang)),
    max: isolateLtr(formatPrice(listing.maxSellingPrice, lang)),
  };
  const say = (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'amount') return t(`library.problems.${problem.problem}`, range);
    if (problem.kind === 'count') return t('terms.wholeNumber', { max: problem.max });
    const { code, params: values } = problem.problem;
    return translateError(lang, code, values) ?? t('terms.invalid');
  };

  // The failure an edit answered: hidden at once, while the caller forgets it.
  const [answered, setAnswered] = useState<unknown>(null);
  const failure = error && error !== answered ? error : null;

  const edit = (change: (now: TermsDraft) => TermsDraft) => {
    // A change answers the server's last refusal: it is not shown against the new terms.
    if (failure) {
      setAnswered(failure);
      onEdit();
    }
    setDraft(change);
  };
  const setRung = (index: number, patch: Partial<RungDraft>) =>
    edit((now) => ({ ...now, rungs: now.rungs.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  const addRung = () => {
    const key = nextKey.current++;
    focusKey.current = key;
    edit((now) => ({ ...now, rungs: [...now.rungs, { key, qty: nextRungQty(now), price: '' }] }));
  };
  const removeRung = (index: number) => {
    edit((now) => ({ ...now, rungs: now.rungs.filter((_, i) => i !== index) }));
    addButton.current?.focus();
  };
  const setSample = (on: boolean) =>
    edit((now) => ({
      ...now,
      sample: on,
      // Turned on, a sample is offered at the first rung's price, one unit a buyer, to adjust.
      samplePrice: on && now.samplePrice === '' ? (now.rungs[0]?.price ?? '') : now.samplePrice,
      sampleLimit: on && now.sampleLimit === '' ? '1' : now.sampleLimit,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (params && !pending) onSubmit(params);
  };
  const refusal =
    failure instanceof ApiError
      ? errorMessage(failure)
      : failure
        ? t('errors.badResponse', { ns: 'common' })
        : null;
  const full = draft.rungs.length >= WHOLESALE_LIMITS.maxRungs;
  const sampleHintId = `terms-sample-hint-${listing.id}`;

  return (
    <form onSubmit={submit} noValidate className={css.form} data-testid="terms-form">
      <p className={css.note}>{intro}</p>
      {facts}
      <div className={css.pair}>
        <TextInput
          label={t('terms.moq')}
          description={t('terms.moqHint')}
          value={draft.rungs[0]?.qty ?? ''}
          inputMode="numeric"
          onChange={(event) => setRung(0, { qty: cleanCount(event.currentTarget.value) })}
          error={say(problems.moq)}
          data-autofocus
          data-testid="terms-moq"
        />
        <TextInput
          label={t('terms.packSize')}
          description={t('terms.packHint')}
          value={draft.pack}
          inputMode="numeric"
          onChange={(event) => {
            const pack = cleanCount(event.currentTarget.value);
            edit((now) => ({ ...now, pack }));
          }}
          error={say(problems.pack)}
          data-testid="terms-pack"
        />
      </div>
      <fieldset className={css.ladder}>
        <legend className={css.legend}>{t('terms.ladder')}</legend>
        <ol className={css.rungs}>
          {draft.rungs.map((rung, index) => {
            const number = index + 1;
            const labelId = `terms-rung-${listing.id}-${rung.key}`;
            return (
              <li key={rung.key} className={css.rung} data-testid="terms-rung">
                <div role="group" aria-labelledby={labelId} className={css.rungFields}>
                  <span id={labelId} className={css.rungName}>
                    {t('terms.rung', { number })}
                  </span>
                  <TextInput
                    className={css.qty}
                    label={t('terms.minQty')}
                    value={rung.qty}
                    inputMode="numeric"
                    onChange={(event) => setRung(index, { qty: cleanCount(event.currentTarget.value) })}
                    error={say(problems.rungs[index]?.qty)}
                    ref={(input) => {
                      if (input && focusKey.current === rung.key) {
                        focusKey.current = null;
                        input.focus();
                      }
                    }}
                    data-testid="terms-rung-qty"
                  />
                  <TextInput
                    className={css.price}
                    label={t('terms.price')}
                    value={rung.price}
                    inputMode="decimal"
                    leftSection="$"
                    classNames={{ wrapper: css.amountBox }}
                    onChange={(event) =>
                      setRung(index, { price: cleanAmountInput(event.currentTarget.value) })
                    }
                    error={say(problems.rungs[index]?.price)}
                    data-testid="terms-rung-price"
                  />
                  {index > 0 ? (
                    <IconButton
                      className={css.remove}
                      size="input-sm"
                      label={t('terms.removeRung', { number })}
                      onClick={() => removeRung(index)}
                      data-testid="terms-rung-remove"
                    >
                      <TrashIcon size={18} />
                    </IconButton>
                  ) : (
                    <span className={css.remove} aria-hidden="true" />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <div className={css.addRow}>
          <Button
            ref={addButton}
            size="xs"
            variant="light"
            leftSection={<PlusIcon size={14} />}
            onClick={addRung}
            disabled={full}
            data-testid="terms-rung-add"
          >
            {t('terms.addRung')}
          </Button>
          <span className={css.note}>{t('terms.maxRungs', { max: WHOLESALE_LIMITS.maxRungs })}</span>
        </div>
        {problems.general && (
          <p className={css.problem} data-testid="terms-problem">
            {say(problems.general)}
          </p>
        )}
      </fieldset>
      <div className={css.sample}>
        {/* The hint stays outside the switch's label, so that the switch is named by its label alone. */}
        <Switch
          label={t('terms.sample')}
          checked={draft.sample}
          onChange={(event) => setSample(event.currentTarget.checked)}
          aria-describedby={sampleHintId}
          data-testid="terms-sample"
        />
        <p id={sampleHintId} className={css.note}>
          {t('terms.sampleHint')}
        </p>
      </div>
      {draft.sample && (
        <div className={css.pair}>
          <TextInput
            label={t('terms.samplePrice')}
            value={draft.samplePrice}
            inputMode="decimal"
            leftSection="$"
            classNames={{ wrapper: css.amountBox }}
            onChange={(event) => {
              const samplePrice = cleanAmountInput(event.currentTarget.value);
              edit((now) => ({ ...now, samplePrice }));
            }}
            error={say(problems.samplePrice)}
            data-testid="terms-sample-price"
          />
          <TextInput
            label={t('terms.sampleLimit')}
            value={draft.sampleLimit}
            inputMode="numeric"
            onChange={(event) => {
              const sampleLimit = cleanCount(event.currentTarget.value);
              edit((now) => ({ ...now, sampleLimit }));
            }}
            error={say(problems.sampleLimit)}
            data-testid="terms-sample-limit"
          />
        </div>
      )}
      {children}
      {refusal && (
        <p className={css.problem} role="alert" data-testid="terms-error">
          {refusal}
        </p>
      )}
      <div className={css.actions}>
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={pending} disabled={!params} data-testid="terms-save">
          {t('terms.save')}
        </Button>
      </div>
    </form>
  );
}
