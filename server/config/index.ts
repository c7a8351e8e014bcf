// The server's configuration: every setting comes from an environment variable (or `.env`),
// validated once at start. Each domain declares its own settings in a file beside this one.
import { z } from "zod";
import { authSettings } from "./auth";
import { commerceSettings } from "./commerce";
import { coreSettings } from "./core";
import { guruSettings } from "./guru";
import { helpLineSettings } from "./help-lines";
import { httpServerSettings } from "./http-server";
import { mailSettings } from "./mail";
import { observabilitySettings } from "./observability";
import { productionRules } from "./production";
import { recaptchaSettings } from "./recaptcha";
import { retentionSettings } from "./retention";
import { securitySettings } from "./security";
import { missingSharedSecret } from "./shared-secret";

const everySetting = z.object({
  ...coreSettings,
  ...httpServerSettings,
  ...authSettings,
  ...mailSettings,
  ...securitySettings,
  ...guruSettings,
  ...helpLineSettings,
  ...commerceSettings,
  ...recaptchaSettings,
  ...observabilitySettings,
  ...retentionSettings,
});
const serverSettings = everySetting.superRefine(productionRules);

export type Config = z.infer<typeof everySetting>;
/** Each setting's schema, in declaration order: its default and `.describe()` text make docs/configuration.md. */
export const settingSchemas = everySetting.shape;
export const settingNames = Object.keys(settingSchemas) as (keyof Config)[];

export class ConfigError extends Error {}

/** An empty variable means "use the default", as in most twelve-factor setups. */
function presentValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

function configError(error: z.ZodError, present: Record<string, string>): ConfigError {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "configuration");
    const got = present[name];
    // Never echo values that may hold credentials.
    const shown = got === undefined || /SECRET|KEY|PASSWORD|_URL$/.test(name) ? "" : ` (got "${got}")`;
    return `Invalid setting ${name}: ${issue.message}${shown}`;
  });
  return new ConfigError(lines.join("\n"));
}

/** The server's settings, parsed from an environment; throws a ConfigError whose message is one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = presentValues(env);
  const result = serverSettings.safeParse(present);
  if (!result.success) throw configError(result.error, present);
  const refusal = missingSharedSecret(result.data);
  if (refusal) throw new ConfigError(refusal);
  return result.data;
}

/**
 * Only the settings `names`, for an operator command (admin, backup, restore): a command checks what it reads and
 * nothing else, so it never refuses over a setting only the server needs (e.g. RECAPTCHA_SECRET in production).
 */
export function loadSettings<Name extends keyof Config>(
  env: Record<string, string | undefined>,
  names: readonly Name[],
): Pick<Config, Name> {
  const present = presentValues(env);
  const schema = z.object(Object.fromEntries(names.map((name) => [name, settingSchemas[name]])));
  const result = schema.safeParse(
    Object.fromEntries(names.flatMap((name) => (name in present ? [[name, present[name]]] : []))),
  );
  if (!result.success) throw configError(result.error, present);
  return result.data as unknown as Pick<Config, Name>;
}
