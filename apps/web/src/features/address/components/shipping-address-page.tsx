import { Button } from '@mantine/core';
import type { AddressVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addressInput,
  useAddresses,
  useDeleteAddress,
  useSaveAddress,
} from '../../../components/address/address-api';
import { AddressCard } from '../../../components/address/address-card';
import { AddressForm } from '../../../components/address/address-form';
import { SetupSubpage } from '../../../components/account/subpage';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, InlineLoader, QueryError } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import classes from './shipping-address-page.module.css';

/** /userInfo/setup/shipping-address: the buyer's delivery addresses, added, edited, made default, deleted. */
export function ShippingAddressPage() {
  const { t } = useTranslation('address');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSaveAddress();
  // undefined: no form; null: a new address; an address: editing it.
  const [editing, setEditing] = useState<AddressVo | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AddressVo | null>(null);

  const handleSaved = () => {
    toast.success(t('form.saved'));
    setEditing(undefined);
  };

  const handleMakeDefault = (address: AddressVo) =>
    makeDefault.mutate(
      { id: address.id, input: addressInput(address, 1) },
      {
        onSuccess: () => toast.success(t('card.defaultSet')),
        // The call is silent (the form shows its own errors); here the toast says what went wrong.
        onError: (error) => {
          if (error instanceof ApiError) toast.error(errorMessage(error));
        },
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        setRemoving(null);
      },
    });
  };

  const addButton = (
    <Button onClick={() => setEditing(null)} data-testid="address-add">
      {t('add')}
    </Button>
  );

  let body;
  if (!addresses.data)
    body = addresses.isError ? <QueryError query={addresses} title={t('loadFailed')} /> : <InlineLoader />;
  else if (addresses.data.length === 0)
    body = (
      <div className={classes.empty}>
        <EmptyState>{t('empty')}</EmptyState>
        {addButton}
      </div>
    );
  else
    body = (
      <>
        <div className={classes.toolbar}>{addButton}</div>
        <ul className={classes.list} aria-busy={addresses.isFetching}>
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                actions={
                  <>
                    {address.use !== 1 && (
                      <Button
                        variant="light"
                        size="xs"
                        loading={makeDefault.isPending && makeDefault.variables.id === address.id}
                        onClick={() => handleMakeDefault(address)}
                      >
                        {t('card.setDefault')}
                      </Button>
                    )}
                    <Button variant="default" size="xs" onClick={() => setEditing(address)}>
                      {t('card.edit')}
                    </Button>
                    <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(address)}>
                      {t('card.delete')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <SetupSubpage titleKey="shippingAddress" lead={t('lead')} testId="page-shippingAddress">
      {body}
      {editing !== undefined && (
        <AddressForm address={editing} onSaved={handleSaved} onCancel={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <p className={classes.confirmText}>
          {t(removing?.use === 1 ? 'delete.bodyDefault' : 'delete.body', { name: removing?.contacts ?? '' })}
        </p>
      </ConfirmDialog>
    </SetupSubpage>
  );
}
