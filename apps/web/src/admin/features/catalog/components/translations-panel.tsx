import { LANGUAGES, LANGUAGE_NAMES, translationStatus, type Language } from '@caravan/contract';
import { Progress, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from './catalog.module.css';

export type TranslationField = {
  field: string;
  label: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
};

type TranslationsPanelProps = {
  fields: readonly TranslationField[];
  values: Partial<Record<Language, Record<string, string>>>;
  onChange: (lang: Language, field: string, value: string) => void;
  /** Languages whose text is too long, marked in the list. */
  invalid?: readonly Language[];
};

/**
 * Every language with how far it is translated (complete, partial, missing), the completeness of
 * the whole record, and the chosen language's fields beside the English source.
 */
export function TranslationsPanel({ fields, values, onChange, invalid = [] }: TranslationsPanelProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [lang, setLang] = useState<Language>(LANGUAGES[1] ?? 'en');
  const status = translationStatus(values);
  const stateOf = (l: Language) =>
    status.complete.includes(l) ? 'complete' : status.partial.includes(l) ? 'partial' : 'missing';

  return (
    <div className={classes.translations}>
      <div className={classes.completeness} data-testid="translation-completeness">
        <span className={classes.fieldLabel}>
          {t('translations.completeness', { filled: status.filled, total: status.total })}
        </span>
        <Progress
          value={(status.filled / status.total) * 100}
          size="md"
          radius="xl"
          color={status.filled === status.total ? 'teal' : 'blue'}
          aria-label={t('translations.completenessLabel')}
        />
        {!status.complete.includes('en') && <p className={classes.muted}>{t('translations.englishFirst')}</p>}
      </div>
      <div className={classes.translationBody}>
        <ul className={classes.languageList} aria-label={t('translations.languages')}>
          {LANGUAGES.map((l) => {
            const state = stateOf(l);
            return (
              <li key={l}>
                <button
                  type="button"
                  className={
                    l === lang
                      ? `${classes.languageButton} ${classes.languageActive}`
                      : classes.languageButton
                  }
                  onClick={() => setLang(l)}
                  aria-pressed={l === lang}
                  data-testid={`lang-${l}`}
                  data-state={state}
                >
                  <span className={`${classes.dot} ${classes[`dot_${state}`]}`} aria-hidden="true" />
                  <span dir="auto">{LANGUAGE_NAMES[l]}</span>
                  <span className={classes.languageState}>
                    {invalid.includes(l) ? t('translations.tooLong') : t(`translations.state.${state}`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className={classes.translationFields}>
          <h3 className={classes.translationTitle} dir="auto">
            {LANGUAGE_NAMES[lang]}
            {lang === 'en' && <span className={classes.muted}> · {t('translations.source')}</span>}
          </h3>
          {fields.map(({ field, label, max, multiline, required }) => {
            const value = values[lang]?.[field] ?? '';
            const source = values.en?.[field] ?? '';
            const common = {
              label,
              value,
              maxLength: max,
              required: required && lang === 'en',
              description:
                lang !== 'en' && source
                  ? t('translations.englishIs', {
                      text: source.length > 160 ? `${source.slice(0, 160)}…` : source,
                    })
                  : undefined,
              onChange: (event: { currentTarget: { value: string } }) =>
                onChange(lang, field, event.currentTarget.value),
              dir: 'auto' as const,
              lang,
              'data-testid': `translation-${field}`,
            };
            return multiline ? (
              <Textarea key={`${lang}-${field}`} autosize minRows={4} maxRows={12} {...common} />
            ) : (
              <TextInput key={`${lang}-${field}`} {...common} />
            );
          })}
        </div>
      </div>
    </div>
  );
}
