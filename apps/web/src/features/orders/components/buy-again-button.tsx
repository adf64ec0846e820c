import { Button } from '@mantine/core';
import type { OrderGoodsVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLinesToCart } from '../../../components/cart/add-to-cart';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { toast } from '../../../lib/toast';

/** An order line as a quick order names it: the offer, and its SKU where it has options. */
function itemOf(line: OrderGoodsVo): string {
  return line.skuId === '-1' ? line.goodsId : `${line.goodsId}/${line.skuId}`;
}

/**
 * "Buy again" (issue 53): the order's lines go into the cart at the same quantities, each checked
 * and priced now as a quick order is; what cannot be bought again is said line by line.
 */
export function BuyAgainButton({ lines }: { lines: readonly OrderGoodsVo[] }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const buyAgain = async () => {
    setBusy(true);
    try {
      const done = await addLinesToCart({
        lines: lines.map((line) => ({ item: itemOf(line), quantity: line.goodsNum })),
      });
      if (!done) return;
      const summary = t('quick.buyAgainDone', {
        number: formatCount(done.added, lang),
        refused: formatCount(done.problems.length + done.full, lang),
      });
      if (done.problems.length === 0 && done.full === 0) toast.success(summary);
      else {
        const names = new Map(lines.map((line) => [itemOf(line), line.goodsName]));
        const reasons = done.problems.map((p) => `${names.get(p.item) ?? p.item}: ${p.msg}`);
        toast.warning([summary, ...reasons].join(' · '));
      }
    } catch {
      // The API client has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" loading={busy} onClick={() => void buyAgain()} data-testid="buy-again">
      {t('quick.buyAgain')}
    </Button>
  );
}
