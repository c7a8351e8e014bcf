// Purchase settings: how Google Play purchases are verified.
import { z } from "zod";
import { booleanFlag } from "./fields";

export const commerceSettings = {
  /** The Android app's package name, needed to verify purchases with the Google Play Developer API. */
  GOOGLE_PLAY_PACKAGE_NAME: z.string().min(1).optional(),
  /** Path to the Google service-account JSON key file allowed to read the app's purchases. */
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /**
   * Accept purchases without asking Google (for development and testing). Used by default when Google Play is not
   * configured, except with NODE_ENV=production, where it must be enabled explicitly with true.
   */
  PURCHASES_SANDBOX: booleanFlag.optional(),
};
