// A member made over HTTP against a running server (test/support/server-process.ts), as the app would make one:
// registered, logged in, with a birth chart, and with the questions of an operator's coupon (made with the admin
// CLI before the server started; see `createCoupon`).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { registrationPayload } from "./accounts";

export interface HttpMember {
  email: string;
  password: string;
  userId: number;
  accessToken: string;
}

async function call(baseUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Makes a coupon with the admin CLI (on the embedded database, run by the server when one runs). */
export async function createCoupon(
  dataDir: string,
  code: string,
  questions: number,
  maxRedemptions?: number,
): Promise<void> {
  const limit = maxRedemptions === undefined ? [] : ["--max-redemptions", String(maxRedemptions)];
  await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/admin.ts",
      "create-coupon",
      "--code",
      code,
      "--questions",
      String(questions),
      ...limit,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" }, timeout: 120_000 },
  );
}

/**
 * Registers an account as the register form does (`overrides` on the usual registration body) and answers its
 * e-mail and password, for a login in the page; a refused registration throws.
 */
export async function registerOverHttp(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string }> {
  const payload = registrationPayload(overrides);
  await call(baseUrl, "/api/register", payload);
  return { email: String(payload.email), password: String(payload.password) };
}

/** Registers, logs in, saves a birth chart and redeems `coupon`. */
export async function createHttpMember(baseUrl: string, name: string, coupon: string): Promise<HttpMember> {
  const { email, password } = await registerOverHttp(baseUrl, { name });
  const login = await call(baseUrl, "/api/login", { email, password });
  const accessToken = String(login.access_token);
  const userId = Number((login.user as { id: number }).id);
  await call(
    baseUrl,
    "/api/astro-details",
    {
      name,
      gender: "female",
      birth_date: "1990-04-12",
      birth_time: "06:30",
      birth_place: "Kathmandu",
      country: "Nepal",
    },
    accessToken,
  );
  await call(baseUrl, "/api/coupon/-/questions/apply", { coupon_code: coupon, user_id: userId }, accessToken);
  return { email, password, userId, accessToken };
}

/** Asks the guru through the API as `member`; returns the answer's HTML. */
export async function askAsMember(baseUrl: string, member: HttpMember, message: string): Promise<string> {
  const answer = await call(baseUrl, "/api/assistant/chat", { message }, member.accessToken);
  return (answer.response as { text: { value: string } }[])[0]?.text.value ?? "";
}
