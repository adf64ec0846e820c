import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { OPEN_AFTER_CLAIMS, TERMS_FIELD_OF } from '../../../../lib/coupon-terms';
import {
  adminCouponEndpoints,
  COUPON_LIMITS,
  type CouponFunder,
  type CouponKind,
  type OwnedCouponVo,
} from '@caravan/contract';
import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { useContractForm, type FieldProblem } from '../../../../lib/form';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { CURRENCY } from '../../../../lib/money';
import ui from '../../../components/admin-ui.module.css';
import grid from '../../../components/form-grid.module.css';
import { FormModal, useSaveAndClose } from '../../../components/form-modal';
import { useCouponCategories } from '../api/category-tree';
import { useSaveCoupon } from '../api/save-coupon';
import {
  couponParams,
  draftOf,
  refusedField,
  type CouponAudience,
  type CouponDraft,
} from '../lib/coupon-form';
import { Choice } from './coupon-choice';

type CouponModalProps = { coupon: OwnedCouponVo | null; onClose: () => void };

/**
 * Creates a coupon or changes one: its title, a fixed amount or a percentage (with a cap) off above
 * a minimum spend, its window, how many and how many per buyer, the platform's or one shop's (and
 * who funds it), and the categories it is limited to. Checked with the server's own schema; once
 * buyers have claimed it only its title, quantity and end can change.
 */
export function CouponModal({ coupon, onClose }: CouponModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const save = useSaveCoupon();
  const categories = useCouponCategories();
  const isLocked = (coupon?.claimed ?? 0) > 0;

  const message = (field: string, problem: FieldProblem): string | undefined => {
    if (problem.kind === 'required') return undefined;
    const max = COUPON_LIMITS.amountMax;
    if (field === 'amount') return t('coupons.errors.amount', { max });
    if (field === 'cap' || field === 'minSpend') return t('coupons.errors.optionalAmount', { max });
    if (field === 'percent') return t('coupons.errors.percent');
    if (field === 'total') return t('coupons.errors.count', { min: 1, max: COUPON_LIMITS.totalMax });
    if (field === 'perBuyer') return t('coupons.errors.count', { min: 1, max: COUPON_LIMITS.perBuyerMax });
    if (field === 'sellerId') return t('coupons.errors.shopId');
    if (field === 'categoryIds') return t('coupons.errors.categories', { max: COUPON_LIMITS.categoriesMax });
    return undefined;
  };
  // Checked with the server's schema (AdminCouponSaveParams), its rules included: an amount or a
  // rate for the kind, and a window that ends after it starts within the longest a coupon runs.
  const form = useContractForm({
    schema: adminCouponEndpoints.save.params,
    initialValues: draftOf(coupon),
    toParams: (draft) => couponParams(draft, coupon),
    fieldOf: TERMS_FIELD_OF,
    message,
    // A refusal is about the values sent: it goes with the next change.
    onValuesChange: () => save.reset(),
  });
  const values = form.values;

  const refusal = save.error instanceof ApiError ? save.error : null;
  const refusalField = refusal ? refusedField(refusal) : undefined;
  const refusalText = (error: ApiError, field: keyof CouponDraft) => {
    if (error.key === 'COMMON_PARAM_INVALID' && field === 'sellerId') return t('coupons.errors.unknownShop');
    if (error.key === 'COMMON_PARAM_INVALID' && field === 'categoryIds')
      return t('coupons.errors.unknownCategory');
    return errorMessage(error);
  };
  const errorOf = (field: keyof CouponDraft) =>
    refusal && refusalField === field ? refusalText(refusal, field) : form.errorOf(field);
  const isDisabled = (field: keyof CouponDraft) => isLocked && !OPEN_AFTER_CLAIMS.has(field);
  const inputProps = (field: keyof CouponDraft) => ({
    ...form.getInputProps(field),
    error: errorOf(field),
    disabled: isDisabled(field),
    'data-testid': `coupon-${field}`,
  });
  // Amounts and counts: typed left to right in every language, never filled in by the browser.
  const numberProps = (field: keyof CouponDraft, inputMode: 'decimal' | 'numeric') => ({
    ...inputProps(field),
    inputMode,
    dir: 'ltr',
    autoComplete: 'off',
  });
  const usdt = { rightSection: CURRENCY, rightSectionWidth: 56 };

  const submit = useSaveAndClose(save, {
    saved: (saved) => t('coupons.saved', { title: saved.title }),
    onClose,
  });

  const categoryData = (categories.data ?? []).map((top) => {
    const name = top.name[lang] || top.name.en || '--';
    return {
      group: name,
      items: [
        { value: top.id, label: t('coupons.fields.wholeCategory', { name }) },
        ...top.subList.map((sub) => ({ value: sub.id, label: sub.name[lang] || sub.name.en || '--' })),
      ],
    };
  });

  return (
    <FormModal
      title={coupon ? t('coupons.editTitle') : t('coupons.newTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      className={ui.modalForm}
      testId="coupon-form"
      pending={save.isPending}
      cancelDisabled={save.isPending}
      submitTestId="coupon-save"
    >
      {refusal && !refusalField && (
        <p className={ui.fieldError} role="alert" data-testid="coupon-form-error">
          {errorMessage(refusal)}
        </p>
      )}
      {isLocked && (
        <div className={ui.consequence} data-testid="coupon-locked">
          <p>{t('coupons.lockedHint', { count: coupon?.claimed ?? 0 })}</p>
        </div>
      )}
      <div className={grid.formGrid}>
        <TextInput
          className={grid.wide}
          label={t('coupons.fields.title')}
          description={t('coupons.fields.titleHint')}
          required
          maxLength={COUPON_LIMITS.titleMax}
          dir="auto"
          {...inputProps('title')}
        />
        <Choice
          id="coupon-kind"
          label={t('coupons.fields.kind')}
          value={values.kind}
          disabled={isDisabled('kind')}
          onChange={(kind: CouponKind) => form.setFieldValue('kind', kind)}
          options={[
            { value: 'amount', label: t('coupons.fields.kinds.amount') },
            { value: 'percent', label: t('coupons.fields.kinds.percent') },
          ]}
        />
        {values.kind === 'amount' ? (
          <TextInput
            label={t('coupons.fields.amount')}
            required
            {...usdt}
            {...numberProps('amount', 'decimal')}
          />
        ) : (
          <>
            <TextInput
              label={t('coupons.fields.percent')}
              required
              rightSection="%"
              {...numberProps('percent', 'decimal')}
            />
            <TextInput
              label={t('coupons.fields.cap')}
              description={t('coupons.fields.capHint')}
              {...usdt}
              {...numberProps('cap', 'decimal')}
            />
          </>
        )}
        <TextInput
          label={t('coupons.fields.minSpend')}
          description={t('coupons.fields.minSpendHint')}
          {...usdt}
          {...numberProps('minSpend', 'decimal')}
        />
        <TextInput
          type="datetime-local"
          label={t('coupons.fields.start')}
          description={t('coupons.fields.timeHint')}
          required
          {...inputProps('start')}
          dir="ltr"
        />
        <TextInput
          type="datetime-local"
          label={t('coupons.fields.end')}
          description={t('coupons.fields.timeHint')}
          required
          {...inputProps('end')}
          dir="ltr"
        />
        <TextInput
          label={t('coupons.fields.total')}
          description={t('coupons.fields.totalHint')}
          required
          {...numberProps('total', 'numeric')}
        />
        <TextInput
          label={t('coupons.fields.perBuyer')}
          description={t('coupons.fields.perBuyerHint', { max: COUPON_LIMITS.perBuyerMax })}
          required
          {...numberProps('perBuyer', 'numeric')}
        />
        <Choice
          id="coupon-audience"
          label={t('coupons.fields.audience')}
          value={values.audience}
          disabled={isDisabled('audience')}
          onChange={(audience: CouponAudience) => form.setFieldValue('audience', audience)}
          options={[
            { value: 'platform', label: t('coupons.fields.audiences.platform') },
            { value: 'shop', label: t('coupons.fields.audiences.shop') },
            { value: 'welcome', label: t('coupons.fields.audiences.welcome') },
          ]}
        />
        {values.audience === 'shop' && (
          <>
            <TextInput
              label={t('coupons.fields.sellerId')}
              description={t('coupons.fields.sellerIdHint')}
              required
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              {...inputProps('sellerId')}
            />
            <Choice
              id="coupon-funder"
              label={t('coupons.fields.funder')}
              value={values.funder}
              disabled={isDisabled('funder')}
              onChange={(funder: CouponFunder) => form.setFieldValue('funder', funder)}
              options={[
                { value: 'platform', label: t('coupons.funders.platform') },
                { value: 'shop', label: t('coupons.funders.shop') },
              ]}
              error={errorOf('funder')}
            />
          </>
        )}
        <MultiSelect
          className={grid.wide}
          label={t('coupons.fields.categories')}
          description={
            categories.isError ? t('coupons.fields.categoriesFailed') : t('coupons.fields.categoriesHint')
          }
          placeholder={values.categoryIds.length === 0 ? t('coupons.fields.everyCategory') : undefined}
          data={categoryData}
          searchable
          clearable
          hidePickedOptions
          maxValues={COUPON_LIMITS.categoriesMax}
          nothingFoundMessage={t('coupons.fields.noCategory')}
          value={values.categoryIds}
          onChange={(ids) => form.setFieldValue('categoryIds', ids)}
          error={errorOf('categoryIds')}
          disabled={isDisabled('categoryIds') || categories.isPending}
          data-testid="coupon-categories"
        />
      </div>
    </FormModal>
  );
}
