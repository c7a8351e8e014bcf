// The imports of the route screens and of the shell's lazy pieces, in a chunk of their own rather than in the first
// load. Vite gives each dynamic import the list of modules it needs fetched ahead (about 60 file names in all, 1 KB
// compressed), and the first screen needs none of those lists before the app asks for a screen. The app fetches this
// chunk at start beside the address bar's screen: a prerendered shell lists it with the screen's modules
// (scripts/prerender-shells.ts), and later navigations find it here.
import type { ComponentType } from "react";

export const screenImports = {
  WalkthroughScreen: () => import("../features/walkthrough/WalkthroughScreen").then((m) => m.WalkthroughScreen),
  QuestionsScreen: () => import("../features/questions/QuestionsScreen").then((m) => m.QuestionsScreen),
  GetStartedScreen: () => import("../features/get-started/GetStartedScreen").then((m) => m.GetStartedScreen),
  KundaliScreen: () => import("../features/kundali/KundaliScreen").then((m) => m.KundaliScreen),
  MatchingScreen: () => import("../features/matching/MatchingScreen").then((m) => m.MatchingScreen),
  TodayScreen: () => import("../features/today/TodayScreen").then((m) => m.TodayScreen),
  ChatScreen: () => import("../features/chat/ChatScreen").then((m) => m.ChatScreen),
  LoginScreen: () => import("../features/login/LoginScreen").then((m) => m.LoginScreen),
  RegisterScreen: () => import("../features/register/RegisterScreen").then((m) => m.RegisterScreen),
  ProfileScreen: () => import("../features/profile/ProfileScreen").then((m) => m.ProfileScreen),
  SettingsScreen: () => import("../features/settings/SettingsScreen").then((m) => m.SettingsScreen),
  SubscriptionScreen: () => import("../features/subscription/SubscriptionScreen").then((m) => m.SubscriptionScreen),
  VerificationScreen: () => import("../features/verification/VerificationScreen").then((m) => m.VerificationScreen),
  ResetPasswordScreen: () =>
    import("../features/reset-password/ResetPasswordScreen").then((m) => m.ResetPasswordScreen),
  NotFoundScreen: () => import("../features/not-found/NotFoundScreen").then((m) => m.NotFoundScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof screenImports;

/** The shell pieces the first paint does not need (src/app/App.tsx). */
export const pieceImports = {
  OfflineBanner: () => import("../ui/OfflineBanner").then((m) => m.OfflineBanner),
  UpdatePrompt: () => import("../ui/UpdatePrompt").then((m) => m.UpdatePrompt),
  AppToaster: () => import("../ui/AppToaster").then((m) => m.AppToaster),
  DevTag: () => import("../ui/DevTag").then((m) => m.DevTag),
};
