import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { captureFirstScreen, FirstScreenOr, PageFallback, resetFirstScreen } from './first-screen';

const roots: HTMLElement[] = [];

/** #root as a landing page's HTML leaves it: the server's first screen, before React renders. */
function paintedRoot(): { root: HTMLElement; picture: HTMLImageElement } {
  const root = document.createElement('div');
  root.innerHTML =
    '<div data-first-screen><div class="bar"></div>' +
    '<div data-first-screen-main><img src="/uploads/banners/first.webp" alt=""></div></div>';
  document.body.append(root);
  roots.push(root);
  const picture = root.querySelector('img');
  if (!picture) throw new Error('no picture');
  return { root, picture };
}

afterEach(() => {
  for (const root of roots.splice(0)) root.remove();
  resetFirstScreen();
  window.history.replaceState(null, '', '/');
});

describe('PageFallback', () => {
  it('shows the server’s first screen, its very elements, while the first page loads', () => {
    window.history.replaceState(null, '', '/wap/');
    const { root, picture } = paintedRoot();
    captureFirstScreen(root);
    root.replaceChildren(); // as React does when it first commits into #root
    const { container, unmount } = render(<PageFallback part="whole" />);
    expect(container.querySelector('[data-first-screen] .bar')).not.toBeNull();
    expect(container.querySelector('img')).toBe(picture);
    unmount();
    // Inside the layout's header and tab bar, only the page's part.
    const inside = render(<PageFallback part="main" />);
    expect(inside.container.querySelector('[data-first-screen-main] img')).toBe(picture);
    expect(inside.container.querySelector('.bar')).toBeNull();
  });

  it('shows the spinner on any other address, or when the server painted none', () => {
    window.history.replaceState(null, '', '/wap/');
    const { root } = paintedRoot();
    captureFirstScreen(root);
    window.history.replaceState(null, '', '/wap/cart');
    renderWithProviders(<PageFallback part="whole" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(document.querySelectorAll('[data-first-screen]')).toHaveLength(1);

    resetFirstScreen();
    captureFirstScreen(document.createElement('div'));
    window.history.replaceState(null, '', '/wap/');
    renderWithProviders(<PageFallback part="main" />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('keeps the page it wraps mounted when the page stops waiting, and shows the page from then on', () => {
    window.history.replaceState(null, '', '/wap/searchGoods?k=%22lamp%22');
    const { root, picture } = paintedRoot();
    captureFirstScreen(root);
    root.replaceChildren();
    const page = (waiting: boolean) => (
      <FirstScreenOr part="main" waiting={waiting}>
        <input aria-label="page" />
      </FirstScreenOr>
    );
    const view = render(page(true));
    expect(view.container.querySelector('img')).toBe(picture);
    view.rerender(page(false));
    const input = screen.getByRole('textbox', { name: 'page' });
    input.focus();
    // Waiting again (another filter's list): the page stays, with its focus; the screen is done.
    view.rerender(page(true));
    expect(view.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'page' })).toBe(input);
    expect(document.activeElement).toBe(input);
  });

  it('leaves nothing of the screen in a page whose first element is a div, as the page takes its place', () => {
    window.history.replaceState(null, '', '/classification');
    const { root } = paintedRoot();
    captureFirstScreen(root);
    root.replaceChildren();
    const page = (waiting: boolean) => (
      <FirstScreenOr part="main" waiting={waiting}>
        <div data-testid="page">
          <p>page</p>
        </div>
      </FirstScreenOr>
    );
    const view = render(page(true));
    expect(view.container.querySelector('img')).not.toBeNull();
    view.rerender(page(false));
    expect(screen.getByTestId('page').innerHTML).toBe('<p>page</p>');
    expect(view.container.querySelector('[data-first-screen-main]')).toBeNull();
  });
});
