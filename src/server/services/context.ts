import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { MediaStore } from '../images/media-store';

/** What services need: the database, the image store, and a hook to drop cached pages. */
export interface ServiceContext {
  db: Db;
  media: MediaStore;
  config: AppConfig;
  /** Called after every change to public content or settings: cached HTML is stale. */
  onContentChanged: () => void;
}
