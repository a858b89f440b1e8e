import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SPLASH_SESSION_KEY, THEME_STORAGE_KEY } from '../../shared/constants';
import { ALERT_DISMISSED_KEY } from '../../shared/schemas/site-alert';

// Reads Vite's manifest once at start and answers which files a page needs.
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/client/entry-client.tsx';

export interface PageAssets {
  scripts: string[];
  preloads: string[];
  styles: string[];
}

export class ClientAssets {
  private readonly cache = new Map<string, PageAssets>();

  constructor(private readonly manifest: Manifest | null) {}

  static load(clientDir: string): ClientAssets {
    const file = path.join(clientDir, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) return new ClientAssets(null);
    return new ClientAssets(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
  }

  get isBuilt(): boolean {
    return this.manifest !== null;
  }

  /** The entry script, the CSS and the module preloads for a page made of these route modules. */
  forModules(moduleIds: string[]): PageAssets {
    const key = moduleIds.join('|');
    const hit = this.cache.get(key);
    if (hit) return hit;
    const result: PageAssets = { scripts: [], preloads: [], styles: [] };
    const manifest = this.manifest;
    if (manifest?.[ENTRY]) {
      const seen = new Set<string>();
      const styles = new Set<string>();
      const preloads = new Set<string>();
      const walk = (id: string, isRoot: boolean) => {
        if (seen.has(id)) return;
        seen.add(id);
        const chunk = manifest[id];
        if (!chunk) return;
        for (const css of chunk.css ?? []) styles.add(`/${css}`);
        if (!isRoot) preloads.add(`/${chunk.file}`);
        for (const imp of chunk.imports ?? []) walk(imp, false);
      };
      walk(ENTRY, true);
      for (const id of moduleIds) walk(id, false);
      result.scripts.push(`/${manifest[ENTRY].file}`);
      result.styles.push(...styles);
      result.preloads.push(...preloads);
    }
    this.cache.set(key, result);
    return result;
  }
}

// Runs before first paint, so the page never flashes the wrong theme: the theme class (saved choice,
// else the system's), the once-per-session splash, and a site alert this device dismissed stays hidden. Allowed by its hash in the CSP, so no inline
// script runs without being named (docs/decisions/007-content-security-policy.md).
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.add(t);var a=d.getAttribute('data-alert');if(a&&localStorage.getItem('${ALERT_DISMISSED_KEY}')===a)d.classList.add('alert-dismissed');if(d.getAttribute('data-splash')==='on'&&!sessionStorage.getItem('${SPLASH_SESSION_KEY}')){sessionStorage.setItem('${SPLASH_SESSION_KEY}','1');d.classList.add('show-splash')}}catch(e){d.classList.add('light')}})();`;

export const HEAD_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;
