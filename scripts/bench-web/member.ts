// A member with a conversation, made through the API the way the app makes one: registered (page mode, docs/product.md §7
// POST /api/register), logged in, with a birth chart (POST /api/astro-details), the questions of an operator's
// coupon redeemed (the coupon made with the admin CLI before the server holds the embedded database: see
// `createCoupon`), and a few of the app's own suggested questions asked and answered by the guru, every call in the
// reader's language (Accept-Language, as the client sends it).
import { registrationPayload } from "../../test/support/accounts";

export { createCoupon } from "../../test/support/http-member";

export interface Member {
  email: string;
  password: string;
  /** The questions asked, in order; the guru answered each. */
  asked: string[];
}

type Language = "en" | "ne";

async function call(
  baseUrl: string,
  language: Language,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "accept-language": language,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The first suggested question of each of the first `count` categories, in `language` (what /questions lists). */
async function suggestedQuestions(baseUrl: string, language: Language, count: number): Promise<string[]> {
  const { categories } = (await call(baseUrl, language, "GET", "/api/categories")) as {
    categories: Array<{ name: string }>;
  };
  const names = categories.slice(0, count).map((category) => category.name);
  const suggestions = (await call(baseUrl, language, "POST", "/api/category-suggestions", {
    categories: names,
  })) as Record<string, string[]>;
  const questions = Object.values(suggestions)
    .map((list) => list[0])
    .filter((question): question is string => !!question);
  if (questions.length < count) throw new Error(`only ${questions.length} suggested questions in ${language}`);
  return questions;
}

/** Registers `name`, logs in, saves their chart, redeems `coupon` and asks `questions` suggested questions. */
export async function createMemberWithConversation(
  baseUrl: string,
  language: Language,
  name: string,
  coupon: string,
  questions: number,
): Promise<Member> {
  const payload = registrationPayload({ name });
  const email = String(payload.email);
  const password = String(payload.password);
  await call(baseUrl, language, "POST", "/api/register", payload);
  const login = await call(baseUrl, language, "POST", "/api/login", { email, password });
  const token = String(login.access_token);
  const userId = Number((login.user as { id: number }).id);
  await call(
    baseUrl,
    language,
    "POST",
    "/api/astro-details",
    {
      name,
      gender: "male",
      birth_date: "1988-11-02",
      birth_time: "21:10",
      birth_place: "Pokhara",
      country: "Nepal",
    },
    token,
  );
  await call(
    baseUrl,
    language,
    "POST",
    "/api/coupon/-/questions/apply",
    { coupon_code: coupon, user_id: userId },
    token,
  );
  const asked = await suggestedQuestions(baseUrl, language, questions);
  for (const message of asked) {
    const answer = (await call(baseUrl, language, "POST", "/api/assistant/chat", { message }, token)) as {
      response?: Array<{ text?: { value?: string } }>;
    };
    if (!answer.response?.[0]?.text?.value) throw new Error(`the guru gave no answer to "${message}"`);
  }
  return { email, password, asked };
}
