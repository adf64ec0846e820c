import { useTranslation } from 'react-i18next';
import { TermsEditor } from '../../../../components/catalog/terms-editor';
import { Dialog } from '../../../../components/ui/dialog';
import { isolateLtr } from '../../../../lib/date';
import { useLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import type { TermsListing } from '../../../../lib/terms-draft';
import { toast } from '../../../../lib/toast';
import { useUpdateTerms } from '../api/update-terms';
import classes from './goods.module.css';
import { CostAndRange } from './price-dialog';
import css from './terms-dialog.module.css';

/**
 * A listing's wholesale terms (issue 53, ADR 037) in the shared terms editor: its price ladder,
 * minimum order quantity, pack and sample, sent with goods!update.
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
  const update = useUpdateTerms();
  return (
    <TermsEditor
      listing={listing}
      intro={t('terms.intro')}
      facts={
        <dl className={classes.priceFacts}>
          <CostAndRange goods={listing} />
        </dl>
      }
      pending={update.isPending}
      error={update.error}
      onEdit={() => update.reset()}
      onSubmit={(params) =>
        update.mutate(
          { sellerGoodsId: listing.id, ...params },
          {
            onSuccess: () => {
              toast.success(t('terms.saved'));
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
    />
  );
}
