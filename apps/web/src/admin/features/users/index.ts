// Users' public face: the status badge the operators page shares.
export { OperatorStatusBadge } from './components/status-badges';
