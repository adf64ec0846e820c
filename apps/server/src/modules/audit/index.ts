// The audit log's public face: every operator action in every module is recorded through it.
export {
  auditContext,
  listAudit,
  recordAudit,
  type AuditContext,
  type AuditEvent,
  type AuditFilter,
} from './audit.js';
