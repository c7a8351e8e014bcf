// A member's writes over real HTTP, as the app makes them: register, log in, birth chart, a question, a coupon,
// another question. Every write the server acknowledged (200) is recorded, so a test can look for it after a crash.
//   const acks = newAcknowledgements();  await memberJourney(baseUrl, "FAULT10", acks, 7);

export interface Acknowledgements {
  registered: string[];
  questions: Array<{ email: string; question: string }>;
  coupons: Array<{ email: string; code: string }>;
  /** Calls that failed without an answer (connection refused or reset): expected once the server is killed. */
  dropped: number;
  /** Answers >= 500: a server that is up must not give any. */
  serverErrors: string[];
}

export function newAcknowledgements(): Acknowledgements {
  return { registered: [], questions: [], coupons: [], dropped: 0, serverErrors: [] };
}

export const JOURNEY_PASSWORD = "correct horse 42";

const BIRTH = {
  name: "Asha Sharma",
  gender: "female",
  birth_date: "1990-04-12",
  birth_time: "06:30",
  birth_place: "Kathmandu",
  country: "Nepal",
};

/** Posts JSON; null when the connection failed (the server is gone), else the status and body. */
async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  acks: Acknowledgements,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    acks.dropped++;
    return null;
  }
  const text = await res.text().catch(() => "");
  if (res.status >= 500) acks.serverErrors.push(`${path} ${res.status} ${text.slice(0, 200)}`);
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A cut-off answer is not an acknowledgement.
    return null;
  }
  return { status: res.status, body: parsed };
}

/** Runs one member's journey; stops at the first call without a 200 (the server may have been killed). */
export async function memberJourney(
  baseUrl: string,
  couponCode: string,
  acks: Acknowledgements,
  n: number,
): Promise<void> {
  const email = `journey-${process.pid}-${Date.now()}-${n}@example.com`;
  const registered = await post(
    baseUrl,
    "/api/register",
    {
      ...BIRTH,
      email,
      contact: "+977-9812345678",
      password: JOURNEY_PASSWORD,
      password_confirmation: JOURNEY_PASSWORD,
      is_parent: "N",
    },
    acks,
  );
  if (registered?.status !== 200) return;
  acks.registered.push(email);
  const login = await post(baseUrl, "/api/login", { email, password: JOURNEY_PASSWORD }, acks);
  if (login?.status !== 200) return;
  const token = String(login.body.access_token);
  if ((await post(baseUrl, "/api/astro-details", BIRTH, acks, token))?.status !== 200) return;
  const first = `Journey ${n}: when will my career rise?`;
  if ((await post(baseUrl, "/api/assistant/chat", { message: first }, acks, token))?.status !== 200) return;
  acks.questions.push({ email, question: first });
  if ((await post(baseUrl, "/api/coupon/-/questions/apply", { coupon_code: couponCode }, acks, token))?.status !== 200)
    return;
  acks.coupons.push({ email, code: couponCode });
  const second = `Journey ${n}: what about marriage?`;
  if ((await post(baseUrl, "/api/assistant/chat", { message: second }, acks, token))?.status !== 200) return;
  acks.questions.push({ email, question: second });
}
