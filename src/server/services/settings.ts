import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type SiteSettings, SiteSettingsSchema } from '../../shared/schemas/settings';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { write } from '../db/write';
import type { ServiceContext } from './context';

const SITE_KEY = 'site';

/** The site settings; missing or older stored values are completed from the defaults. */
export function getSettings(db: Db): SiteSettings {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_KEY)).get();
  if (!row) return DEFAULT_SETTINGS;
  const parsed = SiteSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(row.value) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export function saveSettings(svc: ServiceContext, input: SiteSettings): SiteSettings {
  const value = JSON.stringify(SiteSettingsSchema.parse(input));
  write(svc.db, (tx) =>
    tx
      .insert(settings)
      .values({ key: SITE_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
      .run(),
  );
  svc.onContentChanged();
  return getSettings(svc.db);
}
