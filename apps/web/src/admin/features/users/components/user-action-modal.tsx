import { adminEndpoints, type AdminUserVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useUnlockUser } from '../api/unlock-user';
import { ADMIN_NS } from '../../../../lib/i18n';
import { ReasonModal } from '../../../components/reason-modal';

/** The changes that need only a reason; a lock also needs its length (LockUserModal). */
export type ReasonOnlyUserAction = 'disable' | 'enable' | 'unlock';
export type UserAction = ReasonOnlyUserAction | 'lock';

type UserActionModalProps = {
  user: AdminUserVo;
  action: ReasonOnlyUserAction | null;
  onClose: () => void;
};

/** Confirms a disable, enable or unlock: says what it will do, asks for the reason, reports the result. */
export function UserActionModal({ user, action, onClose }: UserActionModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const mutations = { disable: useDisableUser(), enable: useEnableUser(), unlock: useUnlockUser() };
  const current = action ?? 'disable';
  const mutation = mutations[current];
  const name = user.username;

  const handleConfirm = (reason: string) => {
    mutation.mutate(
      { id: user.id, reason },
      {
        onSuccess: () => {
          toast.success(t(`userAction.${current}.done`, { name }));
          onClose();
        },
      },
    );
  };

  return (
    <ReasonModal
      opened={action !== null}
      title={t(`userAction.${current}.title`, { name })}
      consequence={<p>{t(`userAction.${current}.consequence`, { name })}</p>}
      confirmLabel={t(`userAction.${current}.confirm`)}
      danger={current === 'disable'}
      pending={mutation.isPending}
      params={adminEndpoints[`${current}User`].params}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
