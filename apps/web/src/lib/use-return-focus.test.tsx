import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useReturnFocus } from './use-return-focus';

/** A form dialog its caller renders only while it is open, as the address form and console forms are. */
function RenderedOpen({ onClose, withHook }: { onClose: () => void; withHook: boolean }) {
  return withHook ? <WithHook onClose={onClose} /> : <Bare onClose={onClose} />;
}
function WithHook({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  return <Bare onClose={onClose} />;
}
function Bare({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="New address">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </Modal>
  );
}

function Page({ withHook }: { withHook: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add an address
      </button>
      {isOpen && <RenderedOpen withHook={withHook} onClose={() => setOpen(false)} />}
    </>
  );
}

async function openAndCancel() {
  const opener = screen.getByRole('button', { name: 'Add an address' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return opener;
}

describe('useReturnFocus', () => {
  it('gives focus back to the opener of a dialog rendered open', async () => {
    renderWithProviders(<Page withHook />);
    const opener = await openAndCancel();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('is needed: without it, focus is left on the page', async () => {
    renderWithProviders(<Page withHook={false} />);
    const opener = await openAndCancel();
    await new Promise((done) => setTimeout(done, 50));
    expect(document.activeElement).not.toBe(opener);
  });
});
