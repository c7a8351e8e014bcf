// What a server started with NODE_ENV=production insists on. Each protection can be waived, but only by an
// explicit setting, so that none is lost by forgetting a variable.
import type { z } from "zod";

interface ProductionSettings {
  NODE_ENV: string;
  RECAPTCHA_SECRET?: string | undefined;
  ALLOW_NO_BOT_PROTECTION: boolean;
  SMTP_URL?: string | undefined;
  ALLOW_MAIL_OUTBOX: boolean;
}

/** For `.superRefine(productionRules)` on the settings: one issue per missing protection, named by its variable. */
export function productionRules(settings: ProductionSettings, ctx: z.RefinementCtx): void {
  if (settings.NODE_ENV !== "production") return;
  if (!settings.RECAPTCHA_SECRET && !settings.ALLOW_NO_BOT_PROTECTION) {
    ctx.addIssue({
      code: "custom",
      path: ["RECAPTCHA_SECRET"],
      message:
        "required with NODE_ENV=production (bot protection of the birth-chart form); set ALLOW_NO_BOT_PROTECTION=true to run without it",
    });
  }
  if (!settings.SMTP_URL && !settings.ALLOW_MAIL_OUTBOX) {
    ctx.addIssue({
      code: "custom",
      path: ["SMTP_URL"],
      message:
        "required with NODE_ENV=production (without it verification and reset mails only reach a file outbox); set ALLOW_MAIL_OUTBOX=true to use the outbox anyway",
    });
  }
}
