import { MantineProvider, TextInput } from '@mantine/core';
import {
  AddressAddParams,
  ChangePasswordParams,
  optionalText,
  paramRules,
  requiredText,
} from '@caravan/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { preloadErrorMessages, translateError } from './error-messages';
import { checkParams, maxLengthOf, problemOf, useContractForm, type FieldProblem } from './form';

const Shop = paramRules(
  z.object({
    name: requiredText(8, 2),
    note: optionalText(20),
    stock: z.coerce.number().int().min(1).max(99),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().regex(/^[A-Z]{3}$/),
    ),
    lowest: requiredText(10),
    highest: requiredText(10),
  }),
  (params, refuse) => {
    if (Number(params.highest) < Number(params.lowest)) refuse('highest');
    if (params.note === 'taken') refuse('note', 'AUTH_ACCOUNT_EXISTS');
    if (params.note === 'cents') refuse('note', 'WALLET_AMOUNT_INVALID', { decimals: 2 });
  },
);

function problems(values: Record<string, unknown>) {
  const check = checkParams(Shop, values);
  return check.ok ? {} : check.problems;
}

const VALID = { name: 'Tea', note: '', stock: '5', code: 'abc', lowest: '1', highest: '2' };

describe('problemOf / checkParams', () => {
  it('names each field’s first problem: required, too short or long with the limit, too small or large, format', () => {
    expect(problems({ ...VALID, name: '  ', stock: '' })).toEqual({
      name: { kind: 'required' },
      stock: { kind: 'required' },
    });
    expect(problems({ ...VALID, name: 'T', note: 'x'.repeat(21) })).toEqual({
      name: { kind: 'tooShort', min: 2 },
      note: { kind: 'tooLong', max: 20 },
    });
    expect(problems({ ...VALID, name: 'Very long name' })).toEqual({ name: { kind: 'tooLong', max: 8 } });
    expect(problems({ ...VALID, stock: '0' })).toEqual({ stock: { kind: 'tooSmall', min: 1 } });
    expect(problems({ ...VALID, stock: '100' })).toEqual({ stock: { kind: 'tooLarge', max: 99 } });
    expect(problems({ ...VALID, stock: 'x', code: 'ab1' })).toEqual({
      stock: { kind: 'invalid' },
      code: { kind: 'invalid' },
    });
  });

  it('reports the contract’s rules on their fields, with the error the server answers', () => {
    expect(problems({ ...VALID, lowest: '5', highest: '2' })).toEqual({ highest: { kind: 'rule' } });
    expect(problems({ ...VALID, note: 'taken' })).toEqual({
      note: { kind: 'rule', error: 'AUTH_ACCOUNT_EXISTS' },
    });
    // Rules run beside the fields' own problems, so a form shows them all at once.
    expect(problems({ ...VALID, name: '', lowest: '5', highest: '2' })).toEqual({
      name: { kind: 'required' },
      highest: { kind: 'rule' },
    });
  });

  it('carries the parameters of a rule’s error, and shows its message with them', async () => {
    expect(problems({ ...VALID, note: 'cents' })).toEqual({
      note: { kind: 'rule', error: 'WALLET_AMOUNT_INVALID', errorParams: { decimals: 2 } },
    });
    await preloadErrorMessages('en');
    render(
      <MantineProvider>
        <ShopForm onSave={vi.fn()} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'cents' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const expected = translateError('en', 'WALLET_AMOUNT_INVALID', { decimals: 2 });
    expect(expected).toContain('2');
    expect(screen.getByText(expected!)).toBeTruthy();
  });

  it('reads the account rules from the contract', () => {
    const check = checkParams(
      ChangePasswordParams,
      { old_password: 'x', password: 'abcdefg', comfirm_password: 'abcdefh' },
      { fieldOf: { comfirm_password: 'rePassword' } },
    );
    expect(check).toEqual({
      ok: false,
      problems: {
        password: { kind: 'rule', error: 'AUTH_PASSWORD_INVALID' },
        rePassword: { kind: 'rule', error: 'AUTH_PASSWORDS_DIFFERENT' },
      },
    });
  });

  it('hands back the parsed output when the values pass', () => {
    expect(checkParams(Shop, { ...VALID, name: ' Tea ' })).toEqual({
      ok: true,
      params: { name: 'Tea', stock: 5, code: 'ABC', lowest: '1', highest: '2' },
    });
  });

  it('calls a blank value required whatever the issue', () => {
    const issue = { code: 'invalid_format', format: 'regex', path: ['x'], message: '', input: '' } as const;
    expect(problemOf(issue as never, ' ')).toEqual({ kind: 'required' });
  });
});

describe('maxLengthOf', () => {
  it('reads a field’s most characters through optional and preprocess wrappers', () => {
    expect(maxLengthOf(Shop, 'name')).toBe(8);
    expect(maxLengthOf(Shop, 'note')).toBe(20);
    expect(maxLengthOf(AddressAddParams, 'contacts')).toBe(64);
    expect(maxLengthOf(Shop, 'stock')).toBeUndefined();
    expect(maxLengthOf(Shop, 'missing')).toBeUndefined();
  });
});

function ShopForm({ onSave }: { onSave: (params: unknown) => void }) {
  const form = useContractForm({
    schema: Shop,
    initialValues: { ...VALID, name: '', title: 'x' },
    toParams: ({ title: _title, ...values }) => values,
    message: (field: string, problem: FieldProblem) =>
      field === 'code' ? `code: ${problem.kind}` : undefined,
  });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Note" {...form.getInputProps('note')} />
      <TextInput label="Code" {...form.getInputProps('code')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm', () => {
  const renderForm = (onSave = vi.fn()) => {
    render(
      <MantineProvider>
        <ShopForm onSave={onSave} />
      </MantineProvider>,
    );
    return onSave;
  };
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  it('shows nothing before the first submit, then every problem, then follows each change', () => {
    const onSave = renderForm();
    type('Note', 'x'.repeat(21));
    expect(screen.queryByText('Use at most 20 characters.')).toBeNull();
    save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Use at most 20 characters.')).toBeTruthy();
    type('Name', 'T');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(screen.getByText('Use at least 2 characters.')).toBeTruthy();
    type('Code', 'ab');
    expect(screen.getByText('code: invalid')).toBeTruthy();
  });

  it('submits the schema’s parsed output: trimmed, normalised, blank optionals left out', () => {
    const onSave = renderForm();
    type('Name', '  Oolong ');
    type('Code', ' xyz ');
    save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Oolong',
      stock: 5,
      code: 'XYZ',
      lowest: '1',
      highest: '2',
    });
  });
});
