// Operators' public face: every operator, for Support's hand-over.
export { useAllOperators } from './api/list-operators';
