/** A word with its `{name}`s filled: fill('© {years} {school}', { years: '2010–2026', school: 'X' }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([^{}\s]+)\}/gu, (token, name: string) => (name in values ? String(values[name]) : token));
}

/** The `{name}`s a word fills, in order of first use: what every language's word must keep. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]+)\}/gu)].map((m) => m[1] ?? ''))];
}
