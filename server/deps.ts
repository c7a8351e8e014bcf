// What every route factory receives: configuration, the database, the logger and shared services.
import type { AccessTokens } from "./auth/access-token";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./log";

export interface AppDeps {
  config: Config;
  database: Database;
  log: Logger;
  accessTokens: AccessTokens;
}
