import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { useAddresses } from '../../../components/address/address-api';
import { AddressCard } from '../../../components/address/address-card';
import { AddressForm } from '../../../components/address/address-form';
import { MapPinIcon } from '../../../components/ui/icons';
import classes from './checkout.module.css';

/**
 * The delivery address for the order: the one the buyer chose, else the default, else the newest
 * (the list comes default first). Null while loading or when the buyer has none.
 */
export function useCheckoutAddress() {
  const addresses = useAddresses();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const selected = list.find((a) => a.id === chosenId) ?? list.find((a) => a.use === 1) ?? list[0] ?? null;
  return { addresses, selected, selectedId: selected?.id ?? null, select: setChosenId };
}

export type CheckoutAddress = ReturnType<typeof useCheckoutAddress>;

/** The chosen address, a way to choose another from the address book, and to add a new one. */
export function AddressSection({ address }: { address: CheckoutAddress }) {
  const { t } = useTranslation('cart');
  const [mode, setMode] = useState<'view' | 'choose' | 'add'>('view');
  const { addresses, selected, select } = address;
  const list = addresses.data ?? [];

  const addButton = (
    <Button variant="subtle" size="xs" onClick={() => setMode('add')} data-testid="checkout-address-add">
      {t('address.add')}
    </Button>
  );
  let body;
  if (!addresses.data) {
    body = addresses.isError ? (
      <QueryError query={addresses} title={t('address.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  } else if (!selected) {
    body = (
      <div className={classes.methods}>
        <p className={classes.note}>{t('address.none')}</p>
        <div>
          <Button onClick={() => setMode('add')} data-testid="checkout-address-add">
            {t('address.add')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <AddressCard
        address={selected}
        isSelected
        actions={
          <>
            {list.length > 1 && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setMode('choose')}
                data-testid="checkout-address-change"
              >
                {t('address.change')}
              </Button>
            )}
            {addButton}
          </>
        }
      />
    );
  }

  return (
    <section className={classes.card} aria-labelledby="checkout-address-title" data-testid="checkout-address">
      <h2 className={classes.cardTitle} id="checkout-address-title">
        <MapPinIcon size={18} />
        {t('address.title')}
      </h2>
      {body}
      <Modal
        opened={mode === 'choose'}
        onClose={() => setMode('view')}
        title={t('address.chooseTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('actions.dismiss', { ns: 'common' }) }}
      >
        <ul className={classes.lines} data-testid="checkout-address-book">
          {list.map((entry) => (
            <li key={entry.id}>
              <AddressCard
                address={entry}
                isSelected={entry.id === selected?.id}
                actions={
                  <Button
                    size="xs"
                    variant={entry.id === selected?.id ? 'light' : 'filled'}
                    aria-pressed={entry.id === selected?.id}
                    onClick={() => {
                      select(entry.id);
                      setMode('view');
                    }}
                  >
                    {t('address.use')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </Modal>
      {mode === 'add' && (
        <AddressForm
          address={null}
          onSaved={(saved) => {
            select(saved.id);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      )}
    </section>
  );
}
