// The calls of SPEC §7 on the HTTP adapter; reads go through the read cache (served from it while offline).

import type {
  LoginAnswer,
  RegisterAnswer,
  RegisterRequestBody,
  ResetPasswordAnswer,
  ResetPasswordRequest,
  VerifyEmailAnswer,
} from "../../contract/accounts";
import type { MessageAnswer } from "../../contract/answers";
import type { CategoriesAnswer, SuggestionsAnswer } from "../../contract/catalogue";
import type { AstroDetailsAnswer, ChartHistoryAnswer } from "../../contract/charts";
import type { ChatAnswer, EligibilityAnswer, QueryHistoryAnswer } from "../../contract/chat";
import type { CitySearchAnswer } from "../../contract/cities";
import type { CouponAnswer, ProductListAnswer } from "../../contract/commerce";
import type { LoadingData, WalkthroughSlide } from "../../contract/content";
import type { MatchAnswer, MatchesAnswer, MatchRequest } from "../../contract/matching";
import type { Profile } from "../../contract/user";
import type { CouponRequest } from "../../machines/coupon";
import type { AstroDetailsRequest } from "../../machines/lib/birthForm";
import type { HttpClient } from "./http";
import { KEPT_MS, type ReadCache } from "./queryCache";

export const PACKS_FRESHNESS = { staleTime: 5 * 60 * 1000, gcTime: 60 * 60 * 1000 };
/** The remaining count changes with every answer: always read again online, the last one kept for offline. */
export const COUNT_FRESHNESS = { staleTime: 0, gcTime: KEPT_MS };

/** Query keys of the cached reads, so writes can invalidate them. */
export const readKeys = {
  user: ["user"],
  chartHistory: ["chart-history"],
  queryHistory: (sessionId: string | null) => ["query-history", sessionId ?? ""],
  eligibility: (sessionId: string | null) => ["eligibility", sessionId ?? ""],
  categories: ["categories"],
  suggestions: (categories: string[]) => ["category-suggestions", ...categories],
  packages: ["packages"],
  walkthrough: ["content", "walkthrough"],
  loading: ["content", "loading"],
  matches: (sessionId: string | null) => ["matches", sessionId ?? ""],
} as const;

function withSession(path: string, sessionId: string | null): string {
  return sessionId ? `${path}?session_id=${encodeURIComponent(sessionId)}` : path;
}

/**
 * `language` picks the content files: English at the content root, Nepali and Hindi in `ne/` and `hi/` beside it
 * (public/content/), each with the same shape.
 */
export function createApi(
  http: HttpClient,
  cache: ReadCache,
  contentBaseUrl = "",
  language: () => string = () => "en",
) {
  const content = <T>(file: string) => {
    const code = language();
    return http.get<T>(`${contentBaseUrl}/${code === "en" ? "" : `${code}/`}${file}`);
  };
  return {
    /** The client itself, for calls that live with their feature (src/features/kundali/depth/bindings.ts). */
    http,
    login: (body: { email: string; password: string }) => http.post<LoginAnswer>("/api/login", body),
    register: (payload: RegisterRequestBody) => http.post<RegisterAnswer>("/api/register", payload),
    /** Ends the login `refreshToken` belongs to; sent as the page reloads, so it outlives the page, quietly. */
    logout: (refreshToken: string) =>
      http.post<MessageAnswer>(
        "/api/logout",
        { refresh_token: refreshToken },
        { keepalive: true, silent: true, once: true },
      ),
    verifyEmail: async (token: string) => (await http.post<VerifyEmailAnswer>("/api/email/verify", { token })).data,
    forgotPassword: (email: string) => http.post<MessageAnswer>("/api/forgot-password", { email }),
    /** Another verification mail for an account not verified yet (the same answer whether or not it exists). */
    resendVerification: (email: string) => http.post<MessageAnswer>("/api/email/verification-mail", { email }),
    resetPassword: (body: ResetPasswordRequest) => http.post<ResetPasswordAnswer>("/api/reset-password", body),
    user: () => cache.read(readKeys.user, () => http.get<Profile>("/api/user")),
    deleteAccount: (name: string) => http.delete<MessageAnswer>("/api/delete-account", { name }),
    astroDetails: (payload: AstroDetailsRequest) => http.post<AstroDetailsAnswer>("/api/astro-details", payload),
    chartHistory: () => cache.read(readKeys.chartHistory, () => http.get<ChartHistoryAnswer>("/api/chart-history")),
    categories: async () =>
      (await cache.read(readKeys.categories, () => http.get<CategoriesAnswer>("/api/categories"))).categories,
    categorySuggestions: (categories: string[]) =>
      cache.read(readKeys.suggestions(categories), () =>
        http.post<SuggestionsAnswer>("/api/category-suggestions", { categories }),
      ),
    chat: (body: { message: string; session_id?: string }) => http.post<ChatAnswer>("/api/assistant/chat", body),
    queryHistory: async (sessionId: string | null) =>
      (
        await cache.read(readKeys.queryHistory(sessionId), () =>
          http.get<QueryHistoryAnswer>(withSession("/api/query-history", sessionId)),
        )
      ).query_history,
    eligibility: async (sessionId: string | null) =>
      (
        await cache.read(
          readKeys.eligibility(sessionId),
          () => http.get<EligibilityAnswer>(withSession("/api/chat/-/eligibility", sessionId)),
          COUNT_FRESHNESS,
        )
      ).availableQueryCount,
    packages: async () =>
      (
        await cache.read(
          readKeys.packages,
          () => http.get<ProductListAnswer>("/api/google-play/product/-/list"),
          PACKS_FRESHNESS,
        )
      ).inappproduct,
    /** Kundali matching: the partner's details against the asker's chart (guests add their session id). */
    createMatch: (body: MatchRequest) => http.post<MatchAnswer>("/api/matches", body),
    matches: async (sessionId: string | null) =>
      (
        await cache.read(readKeys.matches(sessionId), () =>
          http.get<MatchesAnswer>(withSession("/api/matches", sessionId)),
        )
      ).matches,
    // Silent: the coupon box says why under the field itself; a toast would repeat it over the field.
    applyCoupon: (body: CouponRequest) =>
      http.post<CouponAnswer>("/api/coupon/-/questions/apply", body, { silent: true }),
    searchCities: async (city: string) => (await http.post<CitySearchAnswer>("/api/cities/search", { city })).data,
    walkthrough: () => cache.read(readKeys.walkthrough, () => content<WalkthroughSlide[]>("walkthrough.json")),
    loadingData: () => cache.read(readKeys.loading, () => content<LoadingData>("loading.json")),
  };
}

export type Api = ReturnType<typeof createApi>;
