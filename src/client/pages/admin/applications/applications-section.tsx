// Issue 5 replaces this with the Applications section of the dashboard.
export function ApplicationsSection() {
  return <p>No applications found.</p>;
}
