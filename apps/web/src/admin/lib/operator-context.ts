import type { OperatorMeVo } from '@caravan/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

/** The signed-in operator, as admin/auth!me answers. */
export type OperatorMe = z.infer<typeof OperatorMeVo>;

export const OperatorContext = createContext<OperatorMe | null>(null);

/** The signed-in operator; only inside the console shell, which renders once it is known. */
export function useOperator(): OperatorMe {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() is used outside the console shell');
  return operator;
}
