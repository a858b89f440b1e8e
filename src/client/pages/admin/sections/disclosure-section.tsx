export function DisclosureSection() {
  return null;
}
