import { lastChangedSentence } from '../../../shared/content/audit-words';

/**
 * 'Last changed by priya on 12 Jan 2026' under an opened item, from the audit log's newest entry for it;
 * nothing for an item never changed through the dashboard.
 */
export function LastChanged({ change }: { change: { by: string; at: string } | null | undefined }) {
  if (!change) return null;
  return (
    <p className="admin-last-changed" data-testid="last-changed">
      {lastChangedSentence(change)}
    </p>
  );
}
