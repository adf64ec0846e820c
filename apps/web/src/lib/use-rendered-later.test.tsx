import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRenderedLater } from './use-rendered-later';

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
