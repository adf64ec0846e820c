import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';

/** Renders inside the app's providers and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/index' }: { route?: string } = {}) {
  const wrapped = (element: ReactElement) => (
    <Providers>
      <MemoryRouter initialEntries={[route]}>{element}</MemoryRouter>
    </Providers>
  );
  const view = render(wrapped(ui));
  // `rerender` keeps the providers around the new element (new props for the same component).
  return { ...view, rerender: (element: ReactElement) => view.rerender(wrapped(element)) };
}
