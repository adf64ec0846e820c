import type { SkuAttribute } from '@caravan/contract';
import type { z } from 'zod';

/** "Colour: Red · Size: M": the options chosen for a line, or '' for a product without SKUs. */
export function optionsText(line: { attributes: readonly z.infer<typeof SkuAttribute>[] }): string {
  return line.attributes.map((a) => `${a.attrName}: ${a.attrValue}`).join(' · ');
}
