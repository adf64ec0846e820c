import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Modal, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADDRESS_LIMITS, AddressAddParams, NO_REGION, type AddressVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useContractForm, type FieldProblem } from '../../lib/form';
import { useReturnFocus } from '../../lib/use-return-focus';
import { useCities, useCountries, useSaveAddress, useStates } from './address-api';
import { RegionSelect } from './region-select';
import classes from './address.module.css';

type Values = {
  contacts: string;
  phone: string;
  email: string;
  countryId: string;
  provinceId: string;
  cityId: string;
  postcode: string;
  address: string;
  isDefault: boolean;
};

function initialValues(address: AddressVo | null): Values {
  return {
    contacts: address?.contacts ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
    countryId: address ? String(address.countryId) : '',
    provinceId: address && address.provinceId !== NO_REGION ? String(address.provinceId) : '',
    cityId: address && address.cityId !== NO_REGION ? String(address.cityId) : '',
    postcode: address?.postcode ?? '',
    address: address?.address ?? '',
    isDefault: address?.use === 1,
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

const ADDRESS_FIELDS = new Set(Object.keys(AddressAddParams.shape));
const REGION_FIELDS = new Set(['countryId', 'provinceId', 'cityId']);
const FORMAT_FIELDS = new Set(['phone', 'email', 'postcode']);

/** A key under `validation` in the address namespace for a field's problem. */
function problemKey(field: string, problem: FieldProblem) {
  if (problem.kind === 'tooLong') return 'tooLong';
  if (problem.kind !== 'required' && FORMAT_FIELDS.has(field)) return field as 'phone' | 'email' | 'postcode';
  return REGION_FIELDS.has(field) ? 'choose' : 'required';
}

type AddressFormProps = {
  /** The address to edit, or null for a new one. */
  address: AddressVo | null;
  onSaved: (address: AddressVo) => void;
  onCancel: () => void;
};

/**
 * A delivery address in a dialog (full screen on phones): consignee, phone, e-mail, country → state
 * → city, postcode and street, checked as the server checks them before anything is sent.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('address');
  const isPhone = useMediaQuery('(max-width: 480px)');
  // Rendered open by its caller: focus goes back to the button that opened it.
  useReturnFocus();
  const save = useSaveAddress();
  // The server's own checks (AddressAddParams): what the form refuses is exactly what it would;
  // only whether the regions fit together is left to it.
  const form = useContractForm({
    schema: AddressAddParams,
    initialValues: initialValues(address),
    toParams: (v: Values) => ({
      use: v.isDefault ? 1 : 0,
      contacts: v.contacts,
      phone: v.phone,
      email: v.email,
      countryId: v.countryId,
      // A level the data does not divide is sent as 0 (ADR 010).
      provinceId: regions.hasNoStates ? NO_REGION : v.provinceId,
      cityId: regions.hasNoCities ? NO_REGION : v.cityId,
      postcode: v.postcode,
      address: v.address,
    }),
    message: (field, problem) => t(`validation.${problemKey(field, problem)}`, { max: problem.max }),
    onValuesChange: () => save.reset(),
  });
  const values = form.values;
  const countries = useCountries();
  const states = useStates(idOrNull(values.countryId));
  const cities = useCities(idOrNull(values.provinceId));
  const isDefaultLocked = address?.use === 1;
  const hasNoStates = states.data?.length === 0;
  const regions = { hasNoStates, hasNoCities: hasNoStates || cities.data?.length === 0 };

  const chooseCountry = (countryId: string) => {
    const code = countries.data?.find((c) => String(c.id) === countryId)?.phoneCode;
    // An empty phone (or one that is only the previous country's code) starts with the new code.
    const isPhoneUntouched = /^(\+\d{0,4})?\s*$/.test(values.phone);
    form.setValues({
      countryId,
      provinceId: '',
      cityId: '',
      ...(code && isPhoneUntouched ? { phone: `+${code} ` } : {}),
    });
  };

  // A refusal about a field is shown beside it, any other above the form, until the next change.
  const serverError = save.error instanceof ApiError ? save.error : null;
  const serverField = serverError ? String(serverError.params.field ?? '') : '';
  const isFieldRefusal = ADDRESS_FIELDS.has(serverField);
  const errorFor = (field: string): string | undefined =>
    serverError && serverField === field ? errorMessage(serverError) : form.errorOf(field);
  const inputProps = (field: keyof Values) => ({
    ...form.getInputProps(field),
    error: errorFor(field),
  });

  const handleSubmit = form.onSubmit((input) =>
    save.mutate({ id: address?.id, input }, { onSuccess: (saved) => onSaved(saved) }),
  );

  const text = (field: 'contacts' | 'email' | 'postcode', max: number) => ({
    ...inputProps(field),
    maxLength: max,
    'data-testid': `address-${field}`,
  });

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t(address ? 'form.editTitle' : 'form.addTitle')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('actions.dismiss', { ns: 'common' }) }}
    >
      <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="address-form">
        {serverError && !isFieldRefusal && (
          <p className={classes.alert} role="alert" data-testid="address-form-error">
            {errorMessage(serverError)}
          </p>
        )}
        <TextInput
          label={t('form.contacts')}
          required
          autoComplete="name"
          {...text('contacts', ADDRESS_LIMITS.contacts)}
        />
        <TextInput
          label={t('form.phone')}
          description={t('form.phoneHint')}
          required
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...inputProps('phone')}
          maxLength={ADDRESS_LIMITS.phoneMax + 8}
          data-testid="address-phone"
        />
        <RegionSelect
          label={t('form.country')}
          isWaiting={false}
          query={{ ...countries, data: countries.data?.map((c) => ({ id: c.id, name: c.countryName })) }}
          value={values.countryId}
          onChange={chooseCountry}
          error={errorFor('countryId')}
          testId="address-country"
        />
        <RegionSelect
          label={t('form.state')}
          isWaiting={!values.countryId}
          query={{ ...states, data: states.data?.map((s) => ({ id: s.id, name: s.stateName })) }}
          value={values.provinceId}
          onChange={(provinceId) => form.setValues({ provinceId, cityId: '' })}
          error={errorFor('provinceId')}
          testId="address-state"
        />
        <RegionSelect
          label={t('form.city')}
          isWaiting={!values.provinceId && !hasNoStates}
          query={
            hasNoStates
              ? { ...cities, data: [] }
              : { ...cities, data: cities.data?.map((c) => ({ id: c.id, name: c.cityName })) }
          }
          value={values.cityId}
          onChange={(cityId) => form.setFieldValue('cityId', cityId)}
          error={errorFor('cityId')}
          testId="address-city"
        />
        <TextInput
          label={t('form.postcode')}
          autoComplete="postal-code"
          dir="ltr"
          {...text('postcode', ADDRESS_LIMITS.postcodeMax)}
        />
        <TextInput
          label={t('form.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...text('email', ADDRESS_LIMITS.email)}
        />
        <Textarea
          className={classes.wide}
          label={t('form.address')}
          description={t('form.addressHint')}
          required
          autosize
          minRows={2}
          maxRows={5}
          autoComplete="street-address"
          {...inputProps('address')}
          maxLength={ADDRESS_LIMITS.address}
          data-testid="address-address"
        />
        <Checkbox
          className={classes.wide}
          label={t('form.isDefault')}
          description={isDefaultLocked ? t('form.defaultLocked') : undefined}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
          disabled={isDefaultLocked}
          data-testid="address-default"
        />
        <div className={`${classes.wide} ${classes.formActions}`}>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="address-save">
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
