import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HostError, type HostLayout, unitName } from './layout';

const execute = promisify(execFile);

/** Runs a system command; a failure is a HostError with the command and what it printed. */
async function run(command: string, args: string[]): Promise<{ stdout: string }> {
  try {
    return await execute(command, args);
  } catch (error) {
    const failed = Object.assign(new HostError(`${command} ${args.join(' ')} failed: ${output(error)}`), {
      stdout: (error as { stdout?: string }).stdout,
    });
    throw failed;
  }
}

// What the hosting kit asks of the machine: start and stop a school's site, and test and reload nginx.
// On a server that is systemd (the template unit deploy/systemd/school-website@.service) and the nginx
// binary; the integration test runs the real sites as child processes and its own nginx instead.

export interface Services {
  /** Starts the school's site now and at every boot. */
  start(slug: string): Promise<void>;
  /** Stops it now and at boot. */
  stop(slug: string): Promise<void>;
  /** 'active', 'inactive', 'failed', ... as systemd says. */
  state(slug: string): Promise<string>;
  /** `nginx -t`: null when the configuration is valid, else nginx's message. */
  testNginx(): Promise<string | null>;
  reloadNginx(): Promise<void>;
}

function output(error: unknown): string {
  const failed = error as { stderr?: string; stdout?: string; message: string };
  return (failed.stderr || failed.stdout || failed.message).trim();
}

export function systemServices(layout: HostLayout): Services {
  const nginxArgs = layout.nginxConf ? ['-c', layout.nginxConf] : [];
  return {
    async start(slug) {
      await run('systemctl', ['enable', '--now', unitName(slug)]);
    },
    async stop(slug) {
      await run('systemctl', ['disable', '--now', unitName(slug)]);
    },
    async state(slug) {
      try {
        const { stdout } = await run('systemctl', ['is-active', unitName(slug)]);
        return stdout.trim();
      } catch (error) {
        // is-active exits non-zero for anything but active, and prints the state all the same.
        return (error as { stdout?: string }).stdout?.trim() || 'unknown';
      }
    },
    async testNginx() {
      try {
        await run('nginx', [...nginxArgs, '-t', '-q']);
        return null;
      } catch (error) {
        return output(error);
      }
    },
    async reloadNginx() {
      try {
        await run('nginx', [...nginxArgs, '-s', 'reload']);
      } catch (error) {
        throw new HostError(`${(error as Error).message}\nIs nginx running? sudo systemctl start nginx`);
      }
    },
  };
}
