import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeIntersections } from '../../test/intersection';
import { NearScreen } from './near-screen';

let intersections: ReturnType<typeof fakeIntersections> | undefined;
afterEach(() => {
  intersections?.restore();
  intersections = undefined;
});

describe('NearScreen', () => {
  it('keeps its place empty until that place comes near the screen, then draws its part', async () => {
    intersections = fakeIntersections();
    render(
      <NearScreen height={280} ahead={300}>
        <p>Reviews</p>
      </NearScreen>,
    );
    const place = screen.getByTestId('near-screen');
    expect(place.style.minHeight).toBe('280px');
    expect(screen.queryByText('Reviews')).toBeNull();
    expect(intersections.watching(place)).toBe(true);

    intersections.show(place);
    expect(await screen.findByText('Reviews')).toBeTruthy();
    expect(screen.queryByTestId('near-screen')).toBeNull();
    expect(intersections.watching(place)).toBe(false);
  });

  it('draws its part at once in a browser that cannot tell', () => {
    const original = window.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    try {
      render(
        <NearScreen height={280}>
          <p>Reviews</p>
        </NearScreen>,
      );
      expect(screen.getByText('Reviews')).toBeTruthy();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
