// Reusable field parsers for environment variables (which always arrive as strings).
import { z } from "zod";

export const portNumber = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

export const positiveInt = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be positive");

export const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const urlList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ error: "must be a comma-separated list of URLs" })));
