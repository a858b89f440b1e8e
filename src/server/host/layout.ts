import path from 'node:path';
import { projectRoot } from '../project-root';

// Where the hosting kit keeps each school (docs/hosting.md): one settings file, one data folder, one
// nginx site and one systemd instance per school, all named by the school's slug. The defaults are a
// Debian server's paths; each can be moved with a variable (the integration test puts them all in a
// temporary folder).

/** A refusal or failure with a sentence for the host at the terminal (no stack trace). */
export class HostError extends Error {}

export interface HostLayout {
  /** `<slug>.env` for each school: the systemd template unit reads /etc/school-website/%i.env. */
  settingsDir: string;
  /** `<slug>/` for each school: its DATA_DIR (database, media, backups). */
  dataRoot: string;
  /** nginx's folder: `sites-available/school-website-<slug>.conf`, linked from `sites-enabled/`, and the
   * http-level part shared by all schools in `conf.d/school-website-hosting.conf`. */
  nginxDir: string;
  /** nginx's cache of every school's pages (one cache: its key holds the domain). */
  nginxCacheDir: string;
  /** The folder of the schools' access logs (`school-website-<slug>.access.log`). */
  nginxLogDir: string;
  /** The nginx main configuration `nginx -t` and reloads use; null for nginx's own default. */
  nginxConf: string | null;
  /** Litestream's configuration: one entry per school. */
  litestreamConfig: string;
  /** The folder certbot writes certificates to (`live/<domain>/fullchain.pem`). */
  letsencryptDir: string;
  /** The code every school runs (this checkout). */
  codeDir: string;
  /** The system user owning the data folders and running the sites; null leaves owners as they are. */
  user: string | null;
  /** The first port tried for a new school; the single-school setup keeps 3000. */
  firstPort: number;
  /**
   * Where the schools' plain-http servers listen, when not on port 80 (and [::]:80): the integration
   * test's loopback port. Unset on a server.
   */
  httpListen: string | null;
}

export function hostLayout(env: Record<string, string | undefined> = process.env): HostLayout {
  return {
    settingsDir: path.resolve(env.SCHOOL_HOST_SETTINGS_DIR ?? '/etc/school-website'),
    dataRoot: path.resolve(env.SCHOOL_HOST_DATA_ROOT ?? '/var/lib/school-website'),
    nginxDir: path.resolve(env.SCHOOL_HOST_NGINX_DIR ?? '/etc/nginx'),
    nginxCacheDir: path.resolve(env.SCHOOL_HOST_NGINX_CACHE ?? '/var/cache/nginx-school-website'),
    nginxLogDir: path.resolve(env.SCHOOL_HOST_NGINX_LOG_DIR ?? '/var/log/nginx'),
    nginxConf: env.SCHOOL_HOST_NGINX_CONF ? path.resolve(env.SCHOOL_HOST_NGINX_CONF) : null,
    litestreamConfig: path.resolve(env.SCHOOL_HOST_LITESTREAM ?? '/etc/litestream.yml'),
    letsencryptDir: path.resolve(env.SCHOOL_HOST_LETSENCRYPT_DIR ?? '/etc/letsencrypt'),
    codeDir: projectRoot,
    user: env.SCHOOL_HOST_USER === '' ? null : (env.SCHOOL_HOST_USER ?? 'school'),
    firstPort: 3001,
    httpListen: env.SCHOOL_HOST_HTTP_LISTEN || null,
  };
}

/** A school's slug: its systemd instance, folder and file names. Lower-case letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;

export function slugProblem(slug: string): string | null {
  return SLUG_PATTERN.test(slug)
    ? null
    : `"${slug}" cannot name a school: use 2 to 32 lower-case letters, digits and dashes, starting with a letter (for example: akola-north).`;
}

/** A domain nginx can route by: letters, digits, dashes and dots, no scheme, port or path. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function domainProblem(domain: string): string | null {
  return DOMAIN_PATTERN.test(domain)
    ? null
    : `"${domain}" is not a domain: give the name alone, for example www.school.example.in (no https://, port or path).`;
}

export const settingsFile = (layout: HostLayout, slug: string) => path.join(layout.settingsDir, `${slug}.env`);
export const dataDir = (layout: HostLayout, slug: string) => path.join(layout.dataRoot, slug);
export const nginxSiteName = (slug: string) => `school-website-${slug}.conf`;
export const nginxSiteFile = (layout: HostLayout, slug: string) =>
  path.join(layout.nginxDir, 'sites-available', nginxSiteName(slug));
export const nginxEnabledLink = (layout: HostLayout, slug: string) =>
  path.join(layout.nginxDir, 'sites-enabled', nginxSiteName(slug));
export const nginxSharedFile = (layout: HostLayout) =>
  path.join(layout.nginxDir, 'conf.d', 'school-website-hosting.conf');
/** The systemd instance of a school. */
export const unitName = (slug: string) => `school-website@${slug}.service`;
