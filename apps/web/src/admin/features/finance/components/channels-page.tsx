import type { AdminDepositChannelVo } from '@caravan/contract';
import { Button, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDepositChannels } from '../api/list-deposit-channels';
import { useSaveDepositChannel } from '../api/save-deposit-channel';
import classes from '../../../components/admin-ui.module.css';
import { ListTable } from '../../../components/list-table';
import { DateTime } from '../../../components/date-time';
import { BankAccountsSection } from './bank-accounts-section';
import { ChannelModal } from './channel-modal';
import { CoinRatesSection } from './coin-rates-section';
import finance from './finance.module.css';
import { PageHeader } from '../../../components/page-header';
import { ADMIN_NS } from '../../../../lib/i18n';
import { RowAction } from '../../../components/row-action';

const COLUMNS = ['coin', 'network', 'address', 'min', 'max', 'open', 'sort', 'updated', 'actions'] as const;

/**
 * Deposit channels (where buyers send each coin, with bounds in the coin), the ETH/BTC rates, and
 * the bank accounts buyers send transfers to.
 */
export function ChannelsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.channels'));
  const channels = useDepositChannels();
  const toggle = useSaveDepositChannel();
  const [editing, setEditing] = useState<AdminDepositChannelVo | 'new' | null>(null);

  // The switch sends the channel as it is with only `isOpen` changed; the server checks it again.
  const handleToggle = (channel: AdminDepositChannelVo, isOpen: boolean) => {
    const { id, coin, network, address, minAmount, maxAmount, sort } = channel;
    toggle.mutate(
      { id, coin, network, address, minAmount, maxAmount, sort, isOpen },
      {
        onSuccess: () =>
          toast.success(
            t(isOpen ? 'finance.channels.nowOpen' : 'finance.channels.nowClosed', { coin, network }),
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.channels')}
        description={t('finance.channels.intro')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="channel-new">
            {t('finance.channels.new')}
          </Button>
        }
      />
      <ListTable
        label={t('nav.channels')}
        list={channels}
        columns={COLUMNS}
        heading={(column) => t(`finance.channels.columns.${column}`)}
        renderRow={(channel) => (
          <Table.Tr key={channel.id} data-testid="channel-row">
            <Table.Td>
              <strong dir="ltr">{channel.coin}</strong>
            </Table.Td>
            <Table.Td className={classes.mono}>
              <span dir="ltr">{channel.network}</span>
            </Table.Td>
            <Table.Td>
              <span className={finance.address} dir="ltr" title={channel.address}>
                {channel.address}
              </span>
            </Table.Td>
            <Table.Td>
              <span className={finance.amount} dir="ltr">
                {channel.minAmount}
              </span>
            </Table.Td>
            <Table.Td>
              <span className={finance.amount} dir="ltr">
                {channel.maxAmount}
              </span>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Switch
                checked={channel.isOpen}
                label={channel.isOpen ? t('finance.channels.open') : t('finance.channels.closed')}
                aria-label={t(channel.isOpen ? 'finance.channels.close' : 'finance.channels.reopen', {
                  coin: channel.coin,
                  network: channel.network,
                })}
                disabled={toggle.isPending && toggle.variables?.id === channel.id}
                onChange={(event) => handleToggle(channel, event.currentTarget.checked)}
                data-testid="channel-open"
              />
            </Table.Td>
            <Table.Td>{channel.sort}</Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={channel.updateTime} />
            </Table.Td>
            <Table.Td>
              <RowAction
                size="xs"
                variant="light"
                label={t('finance.channels.edit')}
                subject={`${channel.coin} ${channel.network}`}
                onClick={() => setEditing(channel)}
                testId="channel-edit"
              />
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('finance.channels.empty')}
        skeletonHeight={180}
        testId="channels-table"
      />
      <CoinRatesSection />
      <BankAccountsSection />
      {editing && (
        <ChannelModal channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
