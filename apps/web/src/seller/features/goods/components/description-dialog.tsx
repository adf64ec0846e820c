import { Button, NativeSelect, Skeleton, Textarea } from '@mantine/core';
import { CATALOG_LIMITS, LANGUAGES, LANGUAGE_NAMES, type Language } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { QueryError } from '../../../../components/ui/states';
import { useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useListingDescriptions } from '../api/listing-descriptions';
import { useUpdateListing } from '../api/update-listing';
import classes from './goods.module.css';

/** The listing whose descriptions are edited. */
export type DescribedListing = { id: string; name: string };

type Texts = Partial<Record<Language, string>>;

/** The languages whose text differs from what is saved, with their text (blank removes one). */
export function changedDescriptions(saved: Texts, draft: Texts): Texts {
  const changed: Texts = {};
  for (const lang of LANGUAGES) {
    const text = (draft[lang] ?? '').trim();
    if (text !== (saved[lang] ?? '').trim()) changed[lang] = text;
  }
  return changed;
}

/**
 * A shop's own description of a listing, language by language (ADR 033): a language picker that
 * marks the languages with the shop's own text, the text of the chosen one, and what buyers read in
 * the others (the platform's description in their language, or English).
 */
export function DescriptionDialog({
  listing,
  onClose,
}: {
  listing: DescribedListing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('seller');
  return (
    <Dialog
      opened={listing !== null}
      onClose={onClose}
      title={t('goods.descriptionTitle', { name: listing?.name ?? '' })}
    >
      {listing && <Descriptions key={listing.id} listing={listing} onClose={onClose} />}
    </Dialog>
  );
}

function Descriptions({ listing, onClose }: { listing: DescribedListing; onClose: () => void }) {
  const { t } = useTranslation('seller');
  const info = useListingDescriptions(listing.id);
  if (info.isError) return <QueryError query={info} title={t('goods.descriptionFailed')} />;
  if (!info.data) return <Skeleton height={220} radius="md" />;
  return <DescriptionForm listing={listing} saved={info.data.des} onClose={onClose} />;
}

function DescriptionForm({
  listing,
  saved,
  onClose,
}: {
  listing: DescribedListing;
  saved: Texts;
  onClose: () => void;
}) {
  const { t } = useTranslation('seller');
  const interfaceLang = useLanguage();
  const update = useUpdateListing();
  const [lang, setLang] = useState<Language>(interfaceLang);
  const [draft, setDraft] = useState<Texts>(saved);
  const own = LANGUAGES.filter((l) => (draft[l] ?? '').trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = changedDescriptions(saved, draft);
    if (Object.keys(changed).length === 0) return onClose();
    update.mutate(
      { sellerGoodsId: listing.id, des: JSON.stringify(changed) },
      {
        onSuccess: () => {
          toast.success(t('goods.descriptionSaved'));
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={classes.priceForm} data-testid="description-form">
      <p className={classes.descriptionNote}>{t('goods.descriptionFallback')}</p>
      <p className={classes.descriptionNote} data-testid="description-own">
        {own.length > 0
          ? t('goods.descriptionOwn', { languages: own.map((l) => LANGUAGE_NAMES[l]).join(', ') })
          : t('goods.descriptionNone')}
      </p>
      <NativeSelect
        label={t('goods.descriptionLanguage')}
        value={lang}
        onChange={(event) => setLang(event.currentTarget.value as Language)}
        data={LANGUAGES.map((l) => ({
          value: l,
          label: own.includes(l)
            ? t('goods.descriptionLanguageOwn', { language: LANGUAGE_NAMES[l] })
            : LANGUAGE_NAMES[l],
        }))}
        data-testid="description-language"
      />
      <Textarea
        label={t('goods.descriptionIn', { language: LANGUAGE_NAMES[lang] })}
        description={own.includes(lang) ? undefined : t('goods.descriptionEmpty')}
        value={draft[lang] ?? ''}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft((now) => ({ ...now, [lang]: text }));
        }}
        maxLength={CATALOG_LIMITS.desMax}
        autosize
        minRows={5}
        maxRows={12}
        lang={lang}
        dir="auto"
        data-testid="description-text"
      />
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={update.isPending} data-testid="description-save">
          {t('goods.descriptionSave')}
        </Button>
      </div>
    </form>
  );
}
