/**
 * Whether a command line asks for its usage: `--help` or `-h` anywhere before a lone `--` (after it,
 * words are values, such as a folder named `-h`). Every command answers it with its usage on standard
 * output and exit code 0; a wrong command line still gets the usage on standard error and exit code 2.
 */
export function asksForHelp(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}
