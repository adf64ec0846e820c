import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeadsetIcon } from '../../components/ui/icons';
import { useStartupSyspara } from '../../features/system/api/get-syspara';
import classes from './store-header.module.css';

/**
 * Customer service: the operator-configured support address (syspara customer_service_url) in a
 * new tab, or the help page while none is configured.
 */
export function CustomerServiceLink({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const syspara = useStartupSyspara();
  const url = syspara.data?.customer_service_url;
  const label = t('header.customerService');
  const shared = {
    className: classes.action,
    'aria-label': label,
    title: label,
    'data-testid': 'customer-service',
    children: (
      <>
        <HeadsetIcon />
        {showLabel && <span className={`${classes.actionLabel} ${classes.hideNarrow}`}>{label}</span>}
      </>
    ),
  };
  if (url && /^https?:\/\//.test(url)) {
    return <a href={url} target="_blank" rel="noopener noreferrer" {...shared} />;
  }
  return <Link to="/information?topic=customerService" {...shared} />;
}
