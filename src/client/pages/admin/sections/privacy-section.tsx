export function PrivacySection() {
  return null;
}
