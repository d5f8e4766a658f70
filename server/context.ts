import type { ServerConfig } from './config';
import type { Database } from './db/client';

/** What every handler may use: the database and the configuration (with its clock). */
export interface AppContext {
  db: Database;
  config: ServerConfig;
}
