import { Button, Drawer, Modal, Select } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { escapeInside } from './escape-inside';

/** A record's drawer that opens a dialog of its own, as the console's reviews do. */
function DrawerWithDialog() {
  const [isDrawerOpen, setDrawerOpen] = useState(true);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  return (
    <Drawer
      opened={isDrawerOpen}
      onClose={close}
      title="Deposit"
      closeOnEscape={false}
      onKeyDown={escapeInside(close)}
    >
      <Button onClick={() => setDialogOpen(true)}>Reject</Button>
      <Select label="Reason kind" data={['Wrong amount', 'No payment']} />
      <Modal opened={isDialogOpen} onClose={() => setDialogOpen(false)} title="Why is it rejected?">
        <textarea aria-label="Reason" defaultValue="The amount differs" />
      </Modal>
    </Drawer>
  );
}

describe('escapeInside', () => {
  it('closes a dialog over a drawer alone, then the drawer', async () => {
    renderWithProviders(<DrawerWithDialog />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = await screen.findByLabelText('Reason');
    fireEvent.keyDown(reason, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Why is it rejected?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Reject' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull());
  });

  it('leaves the drawer open when Escape closes an open select list inside it', async () => {
    renderWithProviders(<DrawerWithDialog />);
    const select = await screen.findByRole('textbox', { name: 'Reason kind' });
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('data-expanded')).toBe('true'));
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });
});
