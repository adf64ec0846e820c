import { Menu, UnstyledButton } from '@mantine/core';
import { LANGUAGES, LANGUAGE_NAMES, isRtl } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { htmlLangFor } from '../../lib/html-lang';
import { changeLanguage, useLanguage } from '../../lib/i18n';
import classes from './header-action.module.css';

/** The language dropdown: every language in its own name and script. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={compact ? `${classes.action} ${classes.compact}` : classes.action}
          aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[lang]}`}
          data-testid="language-menu"
        >
          <GlobeIcon />
          {!compact && (
            <span className={`${classes.actionLabel} ${classes.hideSmall}`}>{LANGUAGE_NAMES[lang]}</span>
          )}
          <ChevronDownIcon size={14} className={classes.hideSmall} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown mah={380} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={htmlLangFor(code)}
            dir={isRtl(code) ? 'rtl' : 'ltr'}
            onClick={() => void changeLanguage(code)}
            aria-current={code === lang ? 'true' : undefined}
            fw={code === lang ? 700 : 400}
            c={code === lang ? 'caravan.8' : undefined}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
