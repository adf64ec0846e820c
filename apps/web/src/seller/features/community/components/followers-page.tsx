import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/account/avatars';
import { DateTime } from '../../../../components/ui/date-time';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useFollowers } from '../api/followers';
import panel from '../../../components/panel.module.css';
import classes from './community.module.css';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { PanelList } from '../../../components/panel-list';

/** /seller/followers: the buyers who follow the shop, newest first, their names masked. */
export function SellerFollowersPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.followers'));
  const lang = useLanguage();
  const [params, update] = useSearchParamsUpdate();
  const page = pageParam(params);
  const list = useFollowers(page);
  const total = list.data?.pageInfo.totalElements ?? 0;

  return (
    <div className={panel.page} data-testid="seller-followers">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.followers')}</h1>
          <p className={panel.intro}>{t('followers.intro')}</p>
        </div>
      </div>
      {total > 0 && (
        <p className={classes.total}>{t('followers.total', { number: formatCount(total, lang) })}</p>
      )}
      <PanelList
        query={list}
        failed={t('followers.failed')}
        skeleton={
          <div className={classes.list} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={60} radius={12} />
            ))}
          </div>
        }
        empty={t('followers.empty')}
        page={page}
        onPage={(next) => update(pagePatch(next))}
        pagesLabel={t('followers.pages')}
      >
        {(followers) => (
          <ul className={classes.list} aria-busy={list.isFetching} data-testid="seller-follower-list">
            {followers.map((follower, index) => (
              <li
                key={`${follower.followTime}-${index}`}
                className={classes.follower}
                data-testid="seller-follower"
              >
                <UserAvatar avatar={follower.avatar} size={36} />
                <div className={classes.followerText}>
                  <span className={classes.name} dir="auto">
                    {follower.userName}
                  </span>
                  <span className={classes.date}>
                    {t('followers.since')} <DateTime value={follower.followTime} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelList>
    </div>
  );
}
