import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRenderedInTurn, useRenderedLater } from './use-rendered-later';

describe('useRenderedLater', () => {
  it('is false in the commit that first shows a component, and true in a later one', async () => {
    const commits: boolean[] = [];
    function Page() {
      const later = useRenderedLater();
      useLayoutEffect(() => {
        commits.push(later);
      });
      return <p data-testid="part">{later ? 'below the fold' : 'first screen'}</p>;
    }
    await act(async () => {
      render(<Page />);
    });
    expect(commits).toEqual([false, true]);
    expect(screen.getByTestId('part').textContent).toBe('below the fold');
  });
});

describe('useRenderedInTurn', () => {
  it('shows nothing until ready, then one more part in each commit, each after a task of its own', async () => {
    const commits: number[] = [];
    let ready!: (value: boolean) => void;
    function Page() {
      const [isReady, setReady] = useState(false);
      ready = setReady;
      const shown = useRenderedInTurn(3, isReady);
      useLayoutEffect(() => {
        commits.push(shown);
      });
      return <p data-testid="parts">{shown}</p>;
    }
    await act(async () => {
      render(<Page />);
    });
    // Not ready: nothing, however long it waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(commits).toEqual([0]);

    act(() => ready(true));
    // The first part is not in the commit that made it ready, but in a later task.
    expect(commits).toEqual([0, 0]);
    await waitFor(() => expect(screen.getByTestId('parts').textContent).toBe('3'));
    expect(commits).toEqual([0, 0, 1, 2, 3]);
  });
});
