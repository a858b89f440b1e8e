import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dataDir, type HostLayout, SLUG_PATTERN, settingsFile } from './layout';
import { parseSettings } from './settings-file';

// The schools of this server are the settings files in HostLayout.settingsDir: nothing else records
// them, so a file copied in by hand is a school too, and removing one is deleting its file.

export interface School {
  slug: string;
  /** The domain nginx routes to this school: SITE_URL's host. */
  domain: string;
  siteUrl: string;
  port: number;
  dataDir: string;
  settingsFile: string;
  settings: Record<string, string>;
}

export function readSchool(layout: HostLayout, slug: string): School | null {
  const file = settingsFile(layout, slug);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const settings = parseSettings(text);
  const siteUrl = settings.SITE_URL ?? '';
  let domain = '';
  try {
    domain = new URL(siteUrl).hostname;
  } catch {
    // A settings file without a usable SITE_URL is still listed, so the host can see and mend it.
  }
  return {
    slug,
    domain,
    siteUrl,
    port: Number(settings.PORT ?? 3000),
    dataDir: settings.DATA_DIR ? path.resolve(settings.DATA_DIR) : dataDir(layout, slug),
    settingsFile: file,
    settings,
  };
}

/** Every school of this server, by slug. */
export function readSchools(layout: HostLayout): School[] {
  if (!fs.existsSync(layout.settingsDir)) return [];
  return fs
    .readdirSync(layout.settingsDir)
    .filter((name) => name.endsWith('.env') && SLUG_PATTERN.test(name.slice(0, -4)))
    .map((name) => name.slice(0, -4))
    .sort()
    .map((slug) => readSchool(layout, slug))
    .filter((school): school is School => school !== null);
}

function tcpFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function udpFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}

/**
 * The first port from layout.firstPort that no school's settings name and nothing on this machine
 * listens on, over TCP (pages) or UDP (nginx's visit reports arrive on the same port).
 */
export async function freePort(layout: HostLayout, schools: School[]): Promise<number> {
  const taken = new Set(schools.map((school) => school.port));
  for (let port = layout.firstPort; port < 65536; port++) {
    if (taken.has(port)) continue;
    if ((await tcpFree(port)) && (await udpFree(port))) return port;
  }
  throw new Error(`No free port from ${layout.firstPort} up.`);
}
