import type { AdminGoodsVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';

// Ids are UUIDs, as the contract's schema (which the editor checks with) takes them.
const TOP = '11111111-1111-4111-8111-111111111111';
const SUB = '22222222-2222-4222-8222-222222222222';
const SKU = '33333333-3333-4333-8333-333333333333';
import {
  emptyGoodsForm,
  formTranslationStatus,
  goodsFormFrom,
  goodsParams,
  newSkuRow,
  validateGoods,
  type GoodsForm,
} from './goods-form';

function validForm(): GoodsForm {
  const form = emptyGoodsForm();
  form.translations.en = { name: 'Bamboo Board', des: 'Solid bamboo.' };
  form.systemPrice = '12.5';
  form.categoryId = TOP;
  form.lastAmount = '40';
  form.images = ['/uploads/goods/a.webp'];
  form.weightKg = '0.85';
  return form;
}

describe('goods editor checks', () => {
  it('accepts a complete form', () => {
    expect(validateGoods(validForm())).toEqual({});
  });

  it('asks for the English name, a category, a price above zero and an image', () => {
    expect(validateGoods(emptyGoodsForm())).toMatchObject({
      name: 'goods.errors.nameRequired',
      systemPrice: 'goods.errors.required',
      categoryId: 'goods.errors.categoryRequired',
      images: 'goods.errors.imagesRequired',
    });
  });

  it.each([
    ['systemPrice', '0', 'goods.errors.pricePositive'],
    ['systemPrice', '-3', 'goods.errors.pricePositive'],
    ['systemPrice', '1.234', 'goods.errors.pricePositive'],
    ['systemPrice', 'ten', 'goods.errors.pricePositive'],
    ['lastAmount', '-1', 'goods.errors.wholeNumber'],
    ['lastAmount', '2.5', 'goods.errors.wholeNumber'],
    ['buyMin', '0', 'goods.errors.buyMin'],
    ['goodsTax', '1.999', 'goods.errors.amount'],
    ['freightAmount', 'x', 'goods.errors.amount'],
    ['weightKg', '', 'goods.errors.weightKg'],
    ['weightKg', '-1', 'goods.errors.weightKg'],
    ['weightKg', '0.0001', 'goods.errors.weightKg'],
    ['weightKg', '10000.5', 'goods.errors.weightKg'],
  ] as const)('refuses %s = %s', (field, value, key) => {
    expect(validateGoods({ ...validForm(), [field]: value })[field]).toBe(key);
  });

  it('ignores the freight amount when freight is free, and needs no weight then', () => {
    expect(validateGoods({ ...validForm(), freightType: 1, freightAmount: 'x' })).toEqual({});
    expect(validateGoods({ ...validForm(), freightType: 1, weightKg: '' })).toEqual({});
  });

  it('reports a missing weight with the other problems', () => {
    expect(validateGoods({ ...validForm(), weightKg: ' ', systemPrice: '0' })).toEqual({
      weightKg: 'goods.errors.weightKg',
      systemPrice: 'goods.errors.pricePositive',
    });
  });

  it('marks too-long texts and incomplete SKU rows', () => {
    const form = validForm();
    form.translations.en.name = 'x'.repeat(201);
    form.translations.fr = { name: 'y'.repeat(201), des: '' };
    const ok = { ...newSkuRow(), attributes: [{ attrName: 'Size', attrValue: 'L' }], stock: '5' };
    form.skus = [
      ok,
      { ...newSkuRow(), attributes: [{ attrName: 'Size', attrValue: '' }] },
      { ...ok, key: 'k', stock: '-1' },
    ];
    const errors = validateGoods(form);
    expect(errors.name).toBe('goods.errors.nameTooLong');
    expect(errors.translations).toEqual(['en', 'fr']);
    expect(errors.skus).toBe('goods.errors.skuRows');
    expect(errors.skuRows).toEqual([1, 2]);
  });
});

describe('goods editor data', () => {
  it('sends trimmed values, only translated languages, and SKUs with or without their own price', () => {
    const form = validForm();
    form.translations.ar = { name: ' لوح ', des: '' };
    form.freightType = 1;
    form.freightAmount = '9.99';
    form.isShelf = true;
    form.skus = [
      { key: 's1', id: SKU, attributes: [{ attrName: ' Size ', attrValue: 'L' }], price: '', stock: '3' },
    ];
    expect(goodsParams(form)).toMatchObject({
      translations: { en: { name: 'Bamboo Board', des: 'Solid bamboo.' }, ar: { name: 'لوح', des: '' } },
      systemPrice: '12.5',
      freightType: 1,
      freightAmount: '0',
      weightKg: '0.85',
      isShelf: 1,
      lastAmount: 40,
      skus: [{ id: SKU, attributes: [{ attrName: 'Size', attrValue: 'L' }], stock: 3 }],
    });
    expect(Object.keys(goodsParams(form).translations)).toEqual(['en', 'ar']);
    expect(goodsParams(form).skus[0]).not.toHaveProperty('price');
  });

  it('counts a language complete when it has every field English has', () => {
    const form = validForm();
    form.translations.ar = { name: 'لوح', des: 'خيزران' };
    form.translations.fr = { name: 'Planche', des: '' };
    expect(formTranslationStatus(form)).toEqual({
      filled: 2,
      total: 21,
      complete: ['en', 'ar'],
      partial: ['fr'],
    });
  });

  it('loads a saved good into the form', () => {
    const good = {
      id: 'g1',
      name: 'Board',
      imgUrl: '/uploads/goods/a.webp',
      categoryId: TOP,
      categoryName: 'Kitchen',
      secondaryCategoryId: SUB,
      secondaryCateName: 'Boards',
      systemPrice: '12.50',
      lastAmount: 7,
      isShelf: 0,
      goodsSort: 2,
      skuCount: 1,
      translations: { filled: 1, total: 21, complete: ['en'], partial: [] },
      updateTime: '2026-01-01 00:00:00',
      unit: 'piece',
      buyMin: 3,
      images: ['/uploads/goods/a.webp'],
      freightType: 0,
      freightAmount: '1.00',
      weightKg: '2.500',
      goodsTax: '0.00',
      isRefund: 1,
      translationTexts: { en: { name: 'Board', des: '' } },
      skus: [
        {
          id: SKU,
          attributes: [{ attrName: 'Size', attrValue: 'L' }],
          price: null,
          stock: 2,
          imgUrl: '/uploads/goods/s1.webp',
        },
      ],
      createTime: '2026-01-01 00:00:00',
    } satisfies AdminGoodsVo;
    const form = goodsFormFrom(good);
    expect(form).toMatchObject({
      secondaryCategoryId: SUB,
      lastAmount: '7',
      weightKg: '2.500',
      isShelf: false,
      isRefund: true,
      skus: [{ id: SKU, price: '', stock: '2', imgUrl: '/uploads/goods/s1.webp' }],
    });
    expect(form.translations.ar).toEqual({ name: '', des: '' });
    expect(validateGoods(form)).toEqual({});
    // A SKU's own picture survives a save from the editor.
    expect(goodsParams(form).skus[0]).toMatchObject({ id: SKU, imgUrl: '/uploads/goods/s1.webp' });
  });
});
