import { RequireLogin } from '../../../components/account/require-login';
import { CreditFrame } from './credit-frame';
import { CurrentLoan } from './current-loan';
import { LoanHistory } from './loan-history';

/**
 * /credit/myLoan (spec §2): the loan under review or in use, where it stands today and its
 * repayment from the wallet; then every loan with the terms disclosed when it was applied for.
 */
export function MyLoanPage() {
  return (
    <RequireLogin>
      <CreditFrame titleKey="myLoan" withBack testId="page-my-loan">
        <CurrentLoan />
        <LoanHistory />
      </CreditFrame>
    </RequireLogin>
  );
}
