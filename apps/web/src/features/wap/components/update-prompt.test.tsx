import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportUpdateReady } from '../../../lib/app-update';
import { renderWithProviders } from '../../../test/render';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then reloads into it only when asked', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    const apply = vi.fn();
    act(() => reportUpdateReady(apply));
    expect(screen.getByTestId('update-prompt').textContent).toContain('A new version of Caravan is ready.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('update-reload'));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('goes away for now when put off', () => {
    renderWithProviders(<UpdatePrompt />);
    act(() => reportUpdateReady(vi.fn()));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});
