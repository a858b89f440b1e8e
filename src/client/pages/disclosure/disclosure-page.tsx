export default function DisclosurePage() {
  return null;
}
