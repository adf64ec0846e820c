// The wallet's public face: what other features (the seller centre's finance page) may use.
export { BalanceCard } from './components/money-package-page';
export { DepositRecords, MoneyLogRecords, WithdrawalRecords } from './components/records';
