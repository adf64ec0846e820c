/** The translation key of an action's name; unknown (newer) actions show their code instead. */
export function auditActionKey(action: string): string {
  return `audit.actions.${action.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/** The translation key of a target kind's name. */
export function auditTargetKey(targetType: string): string {
  return `audit.targets.${targetType.replace(/[^a-zA-Z0-9]/g, '_')}`;
}
