// Every machine's walk spec, in one list for scripts/coverage-machines.ts.
import type { MachineWalkSpec } from "../support/walk";
import { appSpec } from "./app.model";
import { appStoreSpec } from "./appStore.model";
import { chatSpec } from "./chat.model";
import { citySearchSpec } from "./citySearch.model";
import { couponSpec } from "./coupon.model";
import { deleteAccountSpec } from "./deleteAccount.model";
import { getStartedSpec } from "./getStarted.model";
import { kundaliDepthSpec } from "./kundaliDepth.model";
import { kundaliHomeSpec } from "./kundaliHome.model";
import { loginSpec } from "./login.model";
import { matchingSpec } from "./matching.model";
import { notificationsSpec } from "./notifications.model";
import { offlineSpec } from "./offline.model";
import { paymentSpec } from "./payment.model";
import { questionsSpec } from "./questions.model";
import { registrationSpec } from "./registration.model";
import { resetPasswordSpec } from "./resetPassword.model";
import { serviceWorkerSpec } from "./serviceWorker.model";
import { sessionSpec } from "./session.model";
import { todaySpec } from "./today.model";
import { verificationSpec } from "./verification.model";
import { verificationMailSpec } from "./verificationMail.model";
import { walkthroughSpec } from "./walkthrough.model";

export const machineWalkSpecs: MachineWalkSpec[] = [
  appSpec,
  appStoreSpec,
  sessionSpec,
  offlineSpec,
  serviceWorkerSpec,
  walkthroughSpec,
  questionsSpec,
  citySearchSpec,
  getStartedSpec,
  kundaliHomeSpec,
  kundaliDepthSpec,
  todaySpec,
  chatSpec,
  matchingSpec,
  loginSpec,
  registrationSpec,
  resetPasswordSpec,
  deleteAccountSpec,
  couponSpec,
  paymentSpec,
  verificationSpec,
  verificationMailSpec,
  notificationsSpec,
];
