import { Group, Radio } from '@mantine/core';
import { adminEndpoints, type AdminUserVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useLockUser } from '../api/lock-user';
import { ADMIN_NS } from '../../../../lib/i18n';
import { ReasonModal } from '../../../components/reason-modal';

/** The lock lengths an operator may choose, in minutes (the server takes 1 to 43,200). */
export const LOCK_DURATIONS = [
  { key: 'h1', minutes: 60 },
  { key: 'h24', minutes: 1440 },
  { key: 'd7', minutes: 10_080 },
  { key: 'd30', minutes: 43_200 },
] as const;

type LockUserModalProps = { user: AdminUserVo; opened: boolean; onClose: () => void };

/**
 * Confirms a sign-in lock: says what it will do, asks how long and why, reports the result. The
 * user is signed out at once and cannot sign in until the lock ends (or an operator unlocks it).
 */
export function LockUserModal({ user, opened, onClose }: LockUserModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lock = useLockUser();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [isDurationMissing, setDurationMissing] = useState(false);
  const name = user.username;

  // Each opening starts with no length chosen, as the reason starts empty.
  const handleClose = () => {
    setMinutes(null);
    setDurationMissing(false);
    onClose();
  };

  const validate = () => {
    setDurationMissing(minutes === null);
    return minutes !== null;
  };

  const handleConfirm = (reason: string) => {
    if (minutes === null) return;
    lock.mutate(
      { id: user.id, reason, minutes },
      {
        onSuccess: () => {
          toast.success(t('userAction.lock.done', { name }));
          handleClose();
        },
      },
    );
  };

  return (
    <ReasonModal
      opened={opened}
      title={t('userAction.lock.title', { name })}
      consequence={<p>{t('userAction.lock.consequence', { name })}</p>}
      confirmLabel={t('userAction.lock.confirm')}
      danger
      pending={lock.isPending}
      params={adminEndpoints.lockUser.params}
      validate={validate}
      onConfirm={handleConfirm}
      onClose={handleClose}
    >
      <Radio.Group
        label={t('userAction.lock.duration')}
        value={minutes === null ? null : String(minutes)}
        onChange={(value) => {
          const chosen = LOCK_DURATIONS.find((duration) => String(duration.minutes) === value);
          if (!chosen) return;
          setMinutes(chosen.minutes);
          setDurationMissing(false);
        }}
        error={isDurationMissing ? t('userAction.lock.durationRequired') : undefined}
        required
        data-testid="lock-duration"
      >
        <Group gap="md" mt="xs">
          {LOCK_DURATIONS.map((duration) => (
            <Radio
              key={duration.key}
              value={String(duration.minutes)}
              label={t(`userAction.lock.durations.${duration.key}`)}
              data-testid={`lock-duration-${duration.minutes}`}
            />
          ))}
        </Group>
      </Radio.Group>
    </ReasonModal>
  );
}
