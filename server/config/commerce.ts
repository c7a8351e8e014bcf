// Purchase settings: how Google Play purchases are verified.
import { z } from "zod";
import { booleanFlag } from "./fields";

export const commerceSettings = {
  GOOGLE_PLAY_PACKAGE_NAME: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The Android app's package name; with `GOOGLE_PLAY_SERVICE_ACCOUNT_FILE`, purchases are verified with the " +
        "Google Play Developer API.",
    ),
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z
    .string()
    .min(1)
    .optional()
    .describe("Path to the Google service-account JSON key file allowed to read the app's purchases."),
  PURCHASES_SANDBOX: booleanFlag
    .default(false)
    .describe(
      "`true`: accept purchases without asking Google (tests and the native simulator only; any token for a pack " +
        "on sale is credited, and the server warns at start). Off unless set, in every `NODE_ENV`; ignored when " +
        "Google Play is configured.",
    ),
};
