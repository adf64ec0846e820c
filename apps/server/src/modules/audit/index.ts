// The audit log's public face: every operator action in every module is recorded through it.
export { auditContext, recordAudit, type AuditContext, type AuditEvent } from './audit.js';
