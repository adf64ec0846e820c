import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';

/** Renders inside the app's providers and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/index' }: { route?: string } = {}) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
