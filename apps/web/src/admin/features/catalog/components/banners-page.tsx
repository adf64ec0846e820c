import type { AdminBannerVo } from '@caravan/contract';
import { Badge, Button, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDeleteBanner } from '../api/delete-banner';
import { useBannerList } from '../api/list-banners';
import classes from '../../../components/admin-ui.module.css';
import { BannerModal } from './banner-modal';
import catalog from './catalog.module.css';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';

/** Home-page banners per site (desktop, mobile): image, link, order, schedule and whether live now. */
export function BannersPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.banners'));
  const list = useBannerList();
  const [editing, setEditing] = useState<AdminBannerVo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBannerVo | null>(null);

  return (
    <>
      <PageHeader
        title={t('nav.banners')}
        description={t('banners.intro')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="banner-new">
            {t('banners.new')}
          </Button>
        }
      />
      {list.isError ? (
        <QueryError query={list} />
      ) : list.isPending ? (
        <div className={classes.stack} aria-hidden="true">
          {[0, 1].map((n) => (
            <Skeleton key={n} height={140} radius="md" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState>{t('banners.empty')}</EmptyState>
      ) : (
        (['pc', 'wap'] as const).map((type) => {
          const banners = list.data.filter((b) => b.type === type);
          return (
            <section key={type} className={catalog.bannerSection}>
              <h2 className={catalog.sectionTitle}>{t(`banners.type.${type}`)}</h2>
              {banners.length === 0 ? (
                <p className={classes.muted}>{t('banners.noneOfType')}</p>
              ) : (
                <ol className={catalog.bannerList} data-testid={`banners-${type}`}>
                  {banners.map((banner) => (
                    <BannerCard
                      key={banner.id}
                      banner={banner}
                      onEdit={() => setEditing(banner)}
                      onDelete={() => setDeleting(banner)}
                    />
                  ))}
                </ol>
              )}
            </section>
          );
        })
      )}
      {editing && (
        <BannerModal banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteBannerDialog banner={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function BannerCard({
  banner,
  onEdit,
  onDelete,
}: {
  banner: AdminBannerVo;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const title = banner.title[lang] || banner.title.en || '--';
  const { filled, total } = banner.translations;
  return (
    <li className={catalog.bannerCard} data-testid="banner-card">
      <img src={banner.imgUrl} alt="" className={catalog.bannerImage} loading="lazy" />
      <div className={catalog.bannerInfo}>
        <div className={catalog.bannerHead}>
          <span className={catalog.categoryName} dir="auto">
            {title}
          </span>
          <span className={classes.badges}>
            {banner.isLive ? (
              <Badge color="teal" variant="light" size="sm">
                {t('banners.live')}
              </Badge>
            ) : (
              <Badge color="gray" variant="outline" size="sm">
                {banner.isActive === 1 ? t('banners.scheduled') : t('banners.off')}
              </Badge>
            )}
            <Badge variant="light" color="gray" size="sm">
              {t('categories.order', { sort: banner.sort })}
            </Badge>
            <Badge variant="light" color={filled === total ? 'teal' : 'blue'} size="sm">
              {t('translations.short', { filled, total })}
            </Badge>
          </span>
        </div>
        <dl className={catalog.bannerFacts}>
          <div>
            <dt>{t('banners.fields.link')}</dt>
            <dd>{banner.link ? <span dir="ltr">{banner.link}</span> : t('banners.noLink')}</dd>
          </div>
          <div>
            <dt>{t('banners.fields.start')}</dt>
            <dd>{banner.startTime ? <DateTime value={banner.startTime} /> : t('banners.noBound')}</dd>
          </div>
          <div>
            <dt>{t('banners.fields.end')}</dt>
            <dd>{banner.endTime ? <DateTime value={banner.endTime} /> : t('banners.noBound')}</dd>
          </div>
        </dl>
        <div className={catalog.rowActions}>
          <Button size="compact-sm" variant="light" onClick={onEdit}>
            {t('categories.edit')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
            {t('categories.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function DeleteBannerDialog({ banner, onClose }: { banner: AdminBannerVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useDeleteBanner();
  return (
    <ConfirmDialog
      opened
      title={t('banners.deleteTitle')}
      confirmLabel={t('categories.delete')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(banner.id, {
          onSuccess: () => {
            toast.success(t('banners.deleted'));
            onClose();
          },
        })
      }
    >
      <p>{t('banners.deleteBody')}</p>
    </ConfirmDialog>
  );
}
