import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Types a value into the field with this test id. */
export const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens a searchable select once it is enabled and picks an option. */
export async function pickOption(testId: string, option: string) {
  const input = screen.getByTestId(testId);
  await waitFor(() => expect(input).not.toHaveProperty('disabled', true));
  fireEvent.click(input);
  // Mantine renders the options inside a transition that jsdom never finishes, hence `hidden`.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
