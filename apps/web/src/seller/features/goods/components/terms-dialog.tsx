import '@mantine/core/styles/Switch.css';
import { Button, Switch, TextInput } from '@mantine/core';
import { WHOLESALE_LIMITS } from '@caravan/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { IconButton } from '../../../../components/ui/icon-button';
import { PlusIcon, TrashIcon } from '../../../../components/ui/icons';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { cleanAmountInput } from '../../../../lib/amount-text';
import { isolateLtr } from '../../../../lib/date';
import { translateError } from '../../../../lib/error-messages';
import { useLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useUpdateTerms } from '../api/update-terms';
import {
  checkDraft,
  cleanCount,
  draftOf,
  nextRungQty,
  type FieldProblem,
  type RungDraft,
  type TermsDraft,
  type TermsListing,
} from '../lib/terms-draft';
import classes from './goods.module.css';
import { CostAndRange } from './price-dialog';
import css from './terms-dialog.module.css';

/**
 * A listing's wholesale terms (issue 53, ADR 037): its price ladder of 1 to 5 rungs (from which
 * quantity each unit costs what), the minimum order quantity (the first rung's start), the pack
 * buyers order in multiples of, and an optional sample. Each problem is shown beside its field as
 * the seller types, in the words the server would refuse it with; Save waits until there is none.
 */
export function TermsDialog({ listing, onClose }: { listing: TermsListing | null; onClose: () => void }) {
  const { t } = useTranslation('seller');
  return (
    <Dialog
      opened={listing !== null}
      onClose={onClose}
      title={t('terms.title', { name: listing?.name ?? '' })}
    >
      {listing && <TermsForm key={listing.id} listing={listing} onClose={onClose} />}
    </Dialog>
  );
}

/** "Price tiers: 3 · Min. order: 50 · Pack: 12" for a listing sold on more than one plain price. */
export function TermsSummary({ listing }: { listing: TermsListing }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const plain =
    listing.priceTiers.length <= 1 &&
    listing.moq <= 1 &&
    listing.packSize <= 1 &&
    listing.samplePrice === null;
  if (plain) return null;
  const parts = [
    t('terms.summary', { rungs: listing.priceTiers.length, moq: listing.moq, pack: listing.packSize }),
  ];
  if (listing.samplePrice !== null) {
    parts.push(t('terms.summarySample', { price: isolateLtr(formatPrice(listing.samplePrice, lang)) }));
  }
  return (
    <p className={css.summary} data-testid="listing-terms">
      {parts.join(' · ')}
    </p>
  );
}

function TermsForm({ listing, onClose }: { listing: TermsListing; onClose: () => void }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const update = useUpdateTerms();
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

  const edit = (change: (now: TermsDraft) => TermsDraft) => {
    // A change answers the server's last refusal: it is not shown against the new terms.
    if (update.isError) update.reset();
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
    if (!params || update.isPending) return;
    update.mutate(
      { sellerGoodsId: listing.id, ...params },
      {
        onSuccess: () => {
          toast.success(t('terms.saved'));
          onClose();
        },
      },
    );
  };
  const refusal =
    update.error instanceof ApiError
      ? errorMessage(update.error)
      : update.error
        ? t('errors.badResponse', { ns: 'common' })
        : null;
  const full = draft.rungs.length >= WHOLESALE_LIMITS.maxRungs;
  const sampleHintId = `terms-sample-hint-${listing.id}`;

  return (
    <form onSubmit={submit} noValidate className={classes.priceForm} data-testid="terms-form">
      <p className={css.note}>{t('terms.intro')}</p>
      <dl className={classes.priceFacts}>
        <CostAndRange goods={listing} />
      </dl>
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
                    classNames={{ wrapper: classes.amountBox }}
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
            classNames={{ wrapper: classes.amountBox }}
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
      {refusal && (
        <p className={css.problem} role="alert" data-testid="terms-error">
          {refusal}
        </p>
      )}
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!params} data-testid="terms-save">
          {t('terms.save')}
        </Button>
      </div>
    </form>
  );
}
