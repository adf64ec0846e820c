import { Badge, Checkbox, Select, Switch, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../components/ui/password-field';
import { renderWithProviders } from '../test/render';

// Through the app's theme (providers.tsx): a field's error is a live region, so a screen reader says
// it as it appears, and the field it belongs to is marked invalid.

describe('field errors', () => {
  it('are announced as they appear, on every kind of field', () => {
    renderWithProviders(
      <>
        <TextInput label="Name" error="Enter a name" />
        <PasswordField label="Password" error="Enter 6 to 12 characters" />
        <Select label="Country" data={['Chad']} error="Choose a country" />
        <Checkbox label="I agree" error="Agree to continue" />
        <Switch label="On" error="Turn it on" />
      </>,
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Enter a name',
      'Enter 6 to 12 characters',
      'Choose a country',
      'Agree to continue',
      'Turn it on',
    ]);
  });

  it('mark the password field invalid and describe it, as the other fields are', () => {
    renderWithProviders(
      <>
        <PasswordField label="Password" error="Enter 6 to 12 characters" />
        <PasswordField label="Fund password" />
      </>,
    );
    const wrong = screen.getByLabelText('Password');
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    const described = wrong.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter 6 to 12 characters',
    );
    expect(screen.getByLabelText('Fund password').getAttribute('aria-invalid')).toBe('false');
  });

  it('have no alert while there is no error', () => {
    renderWithProviders(<TextInput label="Name" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('badges', () => {
  it('keep their words as written, not in Mantine’s capitals (issue 51)', () => {
    renderWithProviders(<Badge data-testid="badge">Under review</Badge>);
    expect(screen.getByTestId('badge').style.textTransform).toBe('none');
  });
});
