// The command line of a script the README names (bench, lighthouse, many-schools): `--help` or `-h`
// prints the usage on standard output and exits 0; an unknown option or a missing value prints what
// is wrong and the usage on standard error and exits 2, as the server's own commands do.
import { parseArgs } from 'node:util';

/** Reads the options, or ends the process with the usage: 0 when it was asked for, 2 when misused. */
export function readCommandLine(options, usage) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    refuseCommandLine(error.message, usage);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** A value the options took but the script cannot use: the reason and the usage, exit code 2. */
export function refuseCommandLine(reason, usage) {
  console.error(reason);
  console.error(usage);
  process.exit(2);
}
