import { Textarea } from '@mantine/core';
import { OFFER_LIMITS, type AdminOfferVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsEditor } from '../../../../components/catalog/terms-editor';
import { Dialog } from '../../../../components/ui/dialog';
import { InlineLoader } from '../../../../components/ui/states';
import { isolateLtr } from '../../../../lib/date';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useUpdateOfferTerms } from '../api/update-offer-terms';
import classes from '../../../components/admin-ui.module.css';
import catalog from './catalog.module.css';

/**
 * An offer's wholesale terms in the console (issue 53): the seller centre's terms editor, checked by
 * the same rules, with whose offer it is, what it is checked against, and the operator's reason for
 * the audit log.
 */
export function OfferTermsDialog({ offer, onClose }: { offer: AdminOfferVo | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  // The editor's labels are the seller centre's (the page fetches them); the dialog waits for them.
  const { ready } = useTranslation('seller', { useSuspense: false });
  return (
    <Dialog
      opened={offer !== null}
      onClose={onClose}
      title={t('offers.dialogTitle', { name: offer?.name ?? '' })}
    >
      {offer &&
        (ready ? <OfferTermsForm key={offer.id} offer={offer} onClose={onClose} /> : <InlineLoader />)}
    </Dialog>
  );
}

function OfferTermsForm({ offer, onClose }: { offer: AdminOfferVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const update = useUpdateOfferTerms();
  const [reason, setReason] = useState('');
  const [isReasonMissing, setReasonMissing] = useState(false);
  const price = (amount: number) => isolateLtr(formatPrice(amount, lang));
  const facts = [
    { key: 'shop', value: <span dir="auto">{offer.shopName}</span> },
    { key: 'cost', value: price(offer.wholesaleCost) },
    {
      key: 'range',
      value: t('offers.facts.rangeValue', {
        min: price(offer.minSellingPrice),
        max: price(offer.maxSellingPrice),
      }),
    },
    { key: 'limits', value: t('offers.facts.limitsValue', { min: offer.buyMin, max: offer.maxBuy }) },
  ] as const;

  return (
    <TermsEditor
      listing={offer}
      intro={t('offers.termsIntro')}
      facts={
        <dl className={catalog.offerFacts} data-testid="offer-facts">
          {facts.map((fact) => (
            <div key={fact.key} className={classes.fact}>
              <dt>{t(`offers.facts.${fact.key}`)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      }
      pending={update.isPending}
      error={update.error}
      onEdit={() => update.reset()}
      onSubmit={(terms) => {
        const given = reason.trim();
        setReasonMissing(given === '');
        if (!given) return;
        update.mutate(
          { sellerGoodsId: offer.id, ...terms, reason: given },
          {
            onSuccess: (saved) => {
              toast.success(t('offers.saved', { name: saved.name }));
              onClose();
            },
          },
        );
      }}
      onCancel={onClose}
    >
      <Textarea
        label={t('reason.label')}
        description={t('reason.hint')}
        placeholder={t('reason.placeholder')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (update.isError) update.reset();
          if (event.currentTarget.value.trim()) setReasonMissing(false);
        }}
        error={isReasonMissing ? t('reason.required') : undefined}
        maxLength={OFFER_LIMITS.reasonMax}
        autosize
        minRows={2}
        maxRows={6}
        required
        data-testid="offer-reason"
      />
    </TermsEditor>
  );
}
