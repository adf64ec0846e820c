import { Button, Select } from '@mantine/core';
import { canUse, type AdminChatConversationVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { QueryError } from '../../../../components/ui/states';
import { ADMIN_NS } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAllOperators } from '../../operators';
import { useReassignConversation } from '../api/support-conversations';
import classes from './conversation.module.css';

/** The select's value for "nobody": the conversation is released. */
const NOBODY = 'release';

type HandOverProps = { conversation: AdminChatConversationVo; buyer: string };

/**
 * A super admin's way to hand a conversation to another operator who answers support, or to
 * release it to nobody (issue 50): a select of the active support operators, then a confirmation
 * saying what changes. The server checks the role and the operator again.
 */
export function HandOver({ conversation, buyer }: HandOverProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const operators = useAllOperators(opened);
  const reassign = useReassignConversation();

  const candidates = (operators.data ?? []).filter(
    (o) => o.status === 1 && canUse(o.role, 'support') && o.id !== conversation.operatorId,
  );
  const options = [
    ...candidates.map((o) => ({ value: o.id, label: o.username })),
    ...(conversation.operatorId ? [{ value: NOBODY, label: t('support.handOver.nobody') }] : []),
  ];
  const chosen = candidates.find((o) => o.id === choice);

  const close = () => {
    setOpened(false);
    setChoice(null);
  };

  const confirm = () => {
    if (!choice) return;
    reassign.mutate(
      { id: conversation.id, operatorId: choice === NOBODY ? '' : choice },
      {
        onSuccess: (now) => {
          close();
          toast.success(
            now.operatorId
              ? t('support.handOver.done', { operator: now.operatorName, name: buyer })
              : t('support.handOver.released', { name: buyer }),
          );
        },
      },
    );
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => setOpened(true)}
        data-testid="support-hand-over"
      >
        {t('support.handOver.action')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('support.handOver.title', { name: buyer })}
        confirmLabel={choice === NOBODY ? t('support.handOver.release') : t('support.handOver.confirm')}
        loading={reassign.isPending}
        confirmDisabled={choice === null}
        onConfirm={confirm}
        onClose={close}
      >
        <div className={classes.handOver} data-testid="support-hand-over-dialog">
          <Select
            label={t('support.handOver.to')}
            placeholder={t('support.handOver.placeholder')}
            data={options}
            value={choice}
            onChange={setChoice}
            disabled={operators.isPending}
            nothingFoundMessage={t('support.handOver.noOperators')}
            searchable
            comboboxProps={{ withinPortal: true, zIndex: 1100 }}
            data-testid="support-hand-over-select"
          />
          {operators.isError && <QueryError query={operators} />}
          {operators.isSuccess && options.length === 0 && (
            <p role="status">{t('support.handOver.noOperators')}</p>
          )}
          {choice === NOBODY && (
            <p data-testid="support-hand-over-effect">{t('support.handOver.releaseEffect')}</p>
          )}
          {chosen && (
            <p data-testid="support-hand-over-effect">
              {t('support.handOver.effect', { operator: chosen.username, name: buyer })}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
