import type { GoodsVo } from '@caravan/contract';

type Choices = NonNullable<GoodsVo['canSelectAttributes']>;
export type Sku = Choices['skus'][number];

/** The value chosen for each attribute name; a missing name is not chosen yet. */
export type Selection = Readonly<Record<string, string>>;

function valueOf(sku: Sku, attrName: string): string | undefined {
  return sku.attributes.find((a) => a.attrName === attrName)?.attrValue;
}

/** SKUs that agree with every chosen value. */
export function matchingSkus(choices: Choices, selection: Selection): Sku[] {
  return choices.skus.filter((sku) =>
    Object.entries(selection).every(([name, value]) => valueOf(sku, name) === value),
  );
}

/**
 * Whether `value` can be chosen for `attrName` given the other choices: some SKU with that value
 * and the other chosen values exists and has stock. Values that fail are shown disabled.
 */
export function isSelectable(
  choices: Choices,
  selection: Selection,
  attrName: string,
  value: string,
): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== attrName));
  return matchingSkus(choices, { ...others, [attrName]: value }).some((sku) => sku.stock > 0);
}

/** The SKU once every attribute has a value, else undefined. */
export function selectedSku(choices: Choices, selection: Selection): Sku | undefined {
  if (choices.attributes.some((a) => selection[a.attrName] === undefined)) return undefined;
  return matchingSkus(choices, selection)[0];
}

/**
 * Chooses (or, when it is already chosen, clears) a value. Other choices that no longer fit with
 * it are dropped, so the buyer never holds a combination that does not exist.
 */
export function toggleValue(
  choices: Choices,
  selection: Selection,
  attrName: string,
  value: string,
): Selection {
  if (selection[attrName] === value) {
    return Object.fromEntries(Object.entries(selection).filter(([name]) => name !== attrName));
  }
  const next: Record<string, string> = { [attrName]: value };
  for (const [name, chosen] of Object.entries(selection)) {
    if (name === attrName) continue;
    if (matchingSkus(choices, { ...next, [name]: chosen }).some((sku) => sku.stock > 0)) next[name] = chosen;
  }
  return next;
}

/** Starts with the values that are the only choice for their attribute (a one-size product). */
export function initialSelection(choices: Choices): Selection {
  const selection: Record<string, string> = {};
  for (const attribute of choices.attributes) {
    const [only] = attribute.values;
    if (
      attribute.values.length === 1 &&
      only !== undefined &&
      isSelectable(choices, {}, attribute.attrName, only)
    ) {
      selection[attribute.attrName] = only;
    }
  }
  return selection;
}

/** Units in stock across the SKUs still possible with the current choices. */
export function availableStock(choices: Choices, selection: Selection): number {
  return matchingSkus(choices, selection).reduce((sum, sku) => sum + Math.max(0, sku.stock), 0);
}
