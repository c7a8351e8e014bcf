// What every route factory receives: configuration, the database and the logger.
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./log";

export interface AppDeps {
  config: Config;
  database: Database;
  log: Logger;
}
