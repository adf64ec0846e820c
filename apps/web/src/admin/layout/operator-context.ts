import { createContext, useContext } from 'react';
import type { OperatorMe } from '../features/auth/api/get-me';

export const OperatorContext = createContext<OperatorMe | null>(null);

/** The signed-in operator; only inside the console shell, which renders once it is known. */
export function useOperator(): OperatorMe {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() is used outside the console shell');
  return operator;
}
