export function AuditSection() {
  return null;
}
