// The server's configuration: every setting comes from an environment variable (or `.env`),
// validated once at start. Each domain declares its own settings in a file beside this one.
import { z } from "zod";
import { authSettings } from "./auth";
import { commerceSettings } from "./commerce";
import { coreSettings } from "./core";
import { guruSettings } from "./guru";
import { helpLineSettings } from "./help-lines";
import { mailSettings } from "./mail";
import { observabilitySettings } from "./observability";
import { productionRules } from "./production";
import { recaptchaSettings } from "./recaptcha";
import { securitySettings } from "./security";
import { missingSharedSecret } from "./shared-secret";

const settingsSchema = z
  .object({
    ...coreSettings,
    ...authSettings,
    ...mailSettings,
    ...securitySettings,
    ...guruSettings,
    ...helpLineSettings,
    ...commerceSettings,
    ...recaptchaSettings,
    ...observabilitySettings,
  })
  .superRefine(productionRules);

export type Config = z.infer<typeof settingsSchema>;
/** Each setting's schema, in declaration order: its default and `.describe()` text make docs/configuration.md. */
export const settingSchemas = settingsSchema.shape;
export const settingNames = Object.keys(settingSchemas) as (keyof Config)[];

export class ConfigError extends Error {}

/** Parses settings from an environment; throws a ConfigError whose message is one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "use the default", as in most twelve-factor setups.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = settingsSchema.safeParse(present);
  if (result.success) {
    const refusal = missingSharedSecret(result.data);
    if (refusal) throw new ConfigError(refusal);
    return result.data;
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "configuration");
    const got = present[name];
    // Never echo values that may hold credentials.
    const shown = got === undefined || /SECRET|KEY|PASSWORD|_URL$/.test(name) ? "" : ` (got "${got}")`;
    return `Invalid setting ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(lines.join("\n"));
}
