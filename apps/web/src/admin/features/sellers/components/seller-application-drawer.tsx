import { Button } from '@mantine/core';
import { ID_DOCUMENTS, kycEndpoints, type AdminSellerApplicationVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ADMIN_NS } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { DateTime } from '../../../components/date-time';
import { ReasonModal } from '../../../components/reason-modal';
import { useApproveApplication, useRejectApplication } from '../api/seller-applications';
import { ApplicationStateBadge } from './application-state-badge';
import classes from './sellers.module.css';
import { Fact, SideDrawer } from '../../../components/side-drawer';
import { PhotoGrid } from '../../../components/photo-grid';
import drawer from '../../../components/side-drawer.module.css';

type DrawerProps = { application: AdminSellerApplicationVo | null; onClose: () => void };

/**
 * One shop application under review: the shop asked for, the identity behind it, the three photos
 * (each opened larger on a click) and — while waiting — Approve or Reject with a reason.
 */
export function SellerApplicationDrawer({ application, onClose }: DrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SideDrawer
      opened={application !== null}
      onClose={onClose}
      width={560}
      title={application ? t('sellers.reviewTitle', { store: application.storeName }) : ''}
    >
      {application && <Review key={application.id} application={application} onClose={onClose} />}
    </SideDrawer>
  );
}

const PHOTOS = [
  { field: 'idimg_1', key: 'front' },
  { field: 'idimg_2', key: 'back' },
  { field: 'idimg_3', key: 'handHeld' },
] as const;

function documentKey(idname: string) {
  return ID_DOCUMENTS.find((kind) => kind === idname);
}

function Review({ application, onClose }: { application: AdminSellerApplicationVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const store = application.storeName;
  const user = application.username;
  const isPending = application.status === 1;
  const documentKind = documentKey(application.idname);

  const done = (message: string) => {
    toast.success(message);
    setDialog(null);
    onClose();
  };
  const handleApprove = () =>
    approve.mutate(application.id, { onSuccess: () => done(t('sellers.approved', { store })) });
  const handleReject = (reason: string) =>
    reject.mutate(
      { id: application.id, reason },
      { onSuccess: () => done(t('sellers.rejected', { store })) },
    );

  return (
    <div className={drawer.review} data-testid="seller-application-drawer">
      <section>
        <h3 className={drawer.sectionTitle}>{t('sellers.sections.shop')}</h3>
        <div className={classes.shopHead}>
          {application.storeLogo ? (
            <img src={application.storeLogo} alt={t('sellers.fields.logo')} className={classes.logo} />
          ) : (
            <span className={classes.logo} role="img" aria-label={t('sellers.noLogo')} />
          )}
          <strong dir="auto">{store}</strong>
        </div>
        <dl className={drawer.facts}>
          <Fact label={t('sellers.fields.state')}>
            <ApplicationStateBadge status={application.status} />
          </Fact>
          <Fact label={t('sellers.fields.submitted')}>
            <DateTime value={application.applyTime} />
          </Fact>
          <Fact label={t('sellers.fields.contact')}>
            <span dir="auto">{application.contact}</span>
          </Fact>
          <Fact label={t('sellers.fields.account')}>
            <Link to={`/admin/users/${application.userId}`} dir="auto">
              {user || '--'}
            </Link>
          </Fact>
          <Fact label={t('sellers.fields.remark')} wide>
            <p className={classes.remark} dir="auto">
              {application.storeRemark}
            </p>
          </Fact>
        </dl>
      </section>
      <section>
        <h3 className={drawer.sectionTitle}>{t('sellers.sections.identity')}</h3>
        <dl className={drawer.facts}>
          <Fact label={t('sellers.fields.name')}>
            <span dir="auto">{application.name}</span>
          </Fact>
          <Fact label={t('sellers.fields.nationality')}>
            <span dir="auto">{application.nationality || '--'}</span>
          </Fact>
          <Fact label={t('sellers.fields.document')}>
            {documentKind ? t(`sellers.documents.${documentKind}`) : application.idname}
          </Fact>
          <Fact label={t('sellers.fields.number')}>
            <span dir="ltr">{application.idnumber}</span>
          </Fact>
        </dl>
      </section>
      <section>
        <h3 className={drawer.sectionTitle}>{t('sellers.sections.photos')}</h3>
        <PhotoGrid
          photos={PHOTOS.map(({ field, key }) => ({
            key: field,
            src: application[field],
            caption: t(`sellers.photos.${key}`),
            alt: t('sellers.photoAlt', { side: t(`sellers.photos.${key}`), name: application.name }),
          }))}
          failedText={t('sellers.photoFailed')}
          openText={t('sellers.photoOpen')}
          testId="seller-application-photo"
        />
      </section>
      {!isPending && (
        <section>
          <h3 className={drawer.sectionTitle}>{t('sellers.sections.decision')}</h3>
          <dl className={drawer.facts}>
            <Fact label={t('sellers.fields.decidedBy')}>
              <span dir="auto">{application.decidedBy || '--'}</span>
            </Fact>
            <Fact label={t('sellers.fields.decided')}>
              <DateTime value={application.decideTime} />
            </Fact>
            {application.reason && (
              <Fact label={t('sellers.fields.reason')} wide>
                <span dir="auto">{application.reason}</span>
              </Fact>
            )}
            {application.sellerId && (
              <Fact label={t('sellers.fields.shop')} wide>
                <a
                  href={`/store?id=${encodeURIComponent(application.sellerId)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('sellers.openShop')}
                </a>
              </Fact>
            )}
          </dl>
        </section>
      )}
      {isPending && (
        <div className={drawer.actions}>
          <Button onClick={() => setDialog('approve')} data-testid="seller-application-approve">
            {t('sellers.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => setDialog('reject')}
            data-testid="seller-application-reject"
          >
            {t('sellers.reject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('sellers.approveTitle')}
        confirmLabel={t('sellers.approve')}
        loading={approve.isPending}
        onConfirm={handleApprove}
        onClose={() => setDialog(null)}
      >
        <p>{t('sellers.approveBody', { user, store })}</p>
      </ConfirmDialog>
      <ReasonModal
        opened={dialog === 'reject'}
        title={t('sellers.rejectTitle', { store })}
        consequence={<p>{t('sellers.rejectConsequence', { user })}</p>}
        confirmLabel={t('sellers.reject')}
        danger
        pending={reject.isPending}
        params={kycEndpoints.admin.reject.params}
        onConfirm={handleReject}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
