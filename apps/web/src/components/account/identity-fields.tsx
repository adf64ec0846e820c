import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useCountries } from '../address/address-api';
import { RegionSelect } from '../address/region-select';
import { IdentityPhotos, type IdentityPhoto } from './identity-photos';

/** The answers about an identity, each the name of the form field that holds it. */
type IdentityAnswer = 'name' | 'country' | 'number';

/** What a form that asks for an identity gives these fields (a contract form is one). */
export type IdentityForm<F extends string, P extends string> = {
  values: Record<F, string> & Record<P, string | null>;
  getInputProps(field: F): GetInputPropsReturnType;
  setFieldValue(field: F | P, value: string | null): void;
  errorOf(field: F | P): string | undefined;
};

type IdentityFieldsProps<F extends string, P extends string> = {
  form: IdentityForm<NoInfer<F>, NoInfer<P>>;
  /** Which form field holds each answer, and each photo. */
  fields: Record<IdentityAnswer, F> & { photos: Record<IdentityPhoto, P> };
  /** A photo's upload starting or ending (the form waits for it). */
  onBusyChange(field: NoInfer<P>): (busy: boolean) => void;
  /** Where the uploads go (`identity` for a shop application, `loan` for a loan). */
  moduleName: string;
  /** The most characters the name and the document's number take. */
  maxLength: { name: number; number: number };
  /** The words of the screen: each answer's label, the name's hint, and the photos'. */
  texts: Record<IdentityAnswer, string> & { nameHint?: string } & Parameters<
      typeof IdentityPhotos
    >[0]['texts'];
  /** Each answer's test id, and the photos' prefix (`apply` → apply-idimg_1…). */
  testIds: Record<IdentityAnswer | 'photos', string>;
  /** The kind of document, where it is asked (after the country). */
  documentKind?: ReactNode;
  /** The name asked first (the loan), rather than after the document (the shop application). */
  nameFirst?: boolean;
};

/**
 * Who someone is, as the shop application and the loan application both ask it: the name, the
 * document's country and number, and its three photos with the note on who sees them.
 */
export function IdentityFields<F extends string, P extends string>({
  form,
  fields,
  onBusyChange,
  moduleName,
  maxLength,
  texts,
  testIds,
  documentKind,
  nameFirst = false,
}: IdentityFieldsProps<F, P>) {
  const countries = useCountries();
  const name = (
    <TextInput
      label={texts.name}
      description={texts.nameHint}
      required
      autoComplete="name"
      maxLength={maxLength.name}
      {...form.getInputProps(fields.name)}
      data-testid={testIds.name}
    />
  );
  return (
    <>
      {nameFirst && name}
      <RegionSelect
        label={texts.country}
        isWaiting={false}
        query={{ ...countries, data: countries.data?.map((c) => ({ id: c.id, name: c.countryName })) }}
        value={form.values[fields.country]}
        onChange={(id) => form.setFieldValue(fields.country, id)}
        error={form.errorOf(fields.country)}
        testId={testIds.country}
      />
      {documentKind}
      <TextInput
        label={texts.number}
        required
        dir="ltr"
        autoComplete="off"
        maxLength={maxLength.number}
        {...form.getInputProps(fields.number)}
        data-testid={testIds.number}
      />
      {!nameFirst && name}
      <IdentityPhotos
        fields={fields.photos}
        moduleName={moduleName}
        texts={texts}
        values={form.values}
        onChange={(field, url) => form.setFieldValue(field, url)}
        onBusyChange={onBusyChange}
        errorOf={form.errorOf}
        testId={testIds.photos}
      />
    </>
  );
}
