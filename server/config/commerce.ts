// Purchase settings: how Google Play purchases are verified.
import { z } from "zod";
import { booleanFlag } from "./fields";

export const commerceSettings = {
  /** The Android app's package name, needed to verify purchases with the Google Play Developer API. */
  GOOGLE_PLAY_PACKAGE_NAME: z.string().min(1).optional(),
  /** Path to the Google service-account JSON key file allowed to read the app's purchases. */
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /**
   * true: accept purchases without asking Google (tests and the native simulator only; any token is credited).
   * Off unless set, in every NODE_ENV; ignored when Google Play is configured.
   */
  PURCHASES_SANDBOX: booleanFlag.default(false),
};
