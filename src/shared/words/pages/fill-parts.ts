/**
 * A word with its `{name}`s filled, as the pieces React renders as text nodes of their own:
 * fillParts('Events in {month}', { month: 'June 2026' }) is ['Events in ', 'June 2026']. A page that
 * used to write `Events in {month}` in JSX keeps the same HTML in English this way.
 */
export function fillParts(text: string, values: Record<string, string | number>): (string | number)[] {
  return text
    .split(/(\{[^{}\s]+\})/u)
    .map((part) => {
      const name = /^\{([^{}\s]+)\}$/u.exec(part)?.[1];
      return name !== undefined && name in values ? (values[name] as string | number) : part;
    })
    .filter((part) => part !== '');
}
