// Calendar months back from an instant: the retention periods (Settings, Privacy) are whole months,
// counted by every feature whose records are erased after one.

/** The same day and time `months` calendar months earlier (the month's last day when it is shorter), in UTC. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}
