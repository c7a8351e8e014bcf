// Every call's success answer, keyed "METHOD /path" as the server registers it for OpenAPI, plus the content
// files the client reads. The client checks its answers against these in development and in the contract test
// (src/adapters/answerCheck.ts); test/server/contract checks that this table and the server's calls are the same.
import type { z } from "zod";
import {
  loginAnswerSchema,
  registerAnswerSchema,
  resetPasswordAnswerSchema,
  tokenPairSchema,
  verifyEmailAnswerSchema,
} from "./accounts";
import { messageAnswerSchema } from "./answers";
import { categoriesAnswerSchema, suggestionsAnswerSchema } from "./catalogue";
import { astroDetailsAnswerSchema, chartHistoryAnswerSchema } from "./charts";
import { chatAnswerSchema, eligibilityAnswerSchema, queryHistoryAnswerSchema } from "./chat";
import { citySearchAnswerSchema } from "./cities";
import { couponAnswerSchema, productListAnswerSchema, purchaseAnswerSchema } from "./commerce";
import { loadingDataSchema, walkthroughSchema } from "./content";
import { kundaliReportSchema } from "./kundali";
import { matchAnswerSchema, matchesAnswerSchema } from "./matching";
import { panchangAnswerSchema } from "./panchang";
import { healthAnswerSchema, openApiAnswerSchema } from "./service";
import { profileSchema } from "./user";

/** The JSON answer of each call; null for a call that answers a file (the kundali PDF). */
export const apiAnswers: Record<string, z.ZodType | null> = {
  "POST /api/register": registerAnswerSchema,
  "POST /api/login": loginAnswerSchema,
  "POST /api/refresh-token": tokenPairSchema,
  "POST /api/logout": messageAnswerSchema,
  "POST /api/email/verify": verifyEmailAnswerSchema,
  "POST /api/email/verification-mail": messageAnswerSchema,
  "POST /api/forgot-password": messageAnswerSchema,
  "POST /api/reset-password": resetPasswordAnswerSchema,
  "GET /api/user": profileSchema,
  "DELETE /api/delete-account": messageAnswerSchema,
  "POST /api/astro-details": astroDetailsAnswerSchema,
  "GET /api/chart-history": chartHistoryAnswerSchema,
  "GET /api/categories": categoriesAnswerSchema,
  "POST /api/category-suggestions": suggestionsAnswerSchema,
  "POST /api/assistant/chat": chatAnswerSchema,
  "GET /api/query-history": queryHistoryAnswerSchema,
  "GET /api/chat/-/eligibility": eligibilityAnswerSchema,
  "POST /api/coupon/-/questions/apply": couponAnswerSchema,
  "GET /api/google-play/product/-/list": productListAnswerSchema,
  "POST /api/google-play/purchase": purchaseAnswerSchema,
  "POST /api/cities/search": citySearchAnswerSchema,
  "POST /api/matches": matchAnswerSchema,
  "GET /api/matches": matchesAnswerSchema,
  "GET /api/kundali": kundaliReportSchema,
  "GET /api/kundali/pdf": null,
  "GET /api/panchang": panchangAnswerSchema,
  "GET /api/health": healthAnswerSchema,
  "GET /api/openapi.json": openApiAnswerSchema,
};

/** The content files, by file name (whatever the host and language folder). */
export const contentAnswers: Record<string, z.ZodType> = {
  "walkthrough.json": walkthroughSchema,
  "loading.json": loadingDataSchema,
};

/** The schema an answer to `method` `url` must match: undefined for an address the contract does not know. */
export function answerSchemaOf(method: string, url: string): z.ZodType | null | undefined {
  const path = new URL(url, "http://contract.invalid").pathname;
  const call = apiAnswers[`${method.toUpperCase()} ${path}`];
  if (call !== undefined) return call;
  return contentAnswers[path.slice(path.lastIndexOf("/") + 1)];
}
