// The settings files systemd reads (EnvironmentFile=): KEY=value lines, `#` comments, and values
// optionally in double quotes. Only what deploy/school-website.env.example uses is understood.

/** The variables a settings file sets; an empty value counts as unset, as the site treats it. */
export function parseSettings(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!;
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value !== '') env[match[1]!] = value;
  }
  return env;
}

/**
 * `template` (the shipped example) with each of `values` set: an existing line `KEY=...` or a
 * commented-out `#KEY=...` becomes `KEY=value`; a key the template lacks is added at the end.
 */
export function writeSettings(template: string, values: Record<string, string>): string {
  let text = template;
  for (const [key, value] of Object.entries(values)) {
    if (/[\n\r]/.test(value)) throw new Error(`${key} cannot hold a line break`);
    const line = `${key}=${/[\s#"]/.test(value) ? `"${value.replace(/"/g, '')}"` : value}`;
    const pattern = new RegExp(`^#?${key}=.*$`, 'm');
    text = pattern.test(text) ? text.replace(pattern, () => line) : `${text.replace(/\n*$/, '\n')}${line}\n`;
  }
  return text;
}
