// Random and malformed API requests from a seeded generator, so a failing run reproduces with its seed.
//   const next = requestGenerator(seed, routes, tokens);  const req = next();  await app.request(req.path, req.init);

import { seededRandom } from "../../../shared/seeded-random";
import { registrationPayload } from "../../support/accounts";

export interface FuzzRoute {
  method: string;
  path: string;
  /** Top-level field names of the JSON body the call takes (from the OpenAPI document). */
  fields: string[];
  /** Query parameter names. */
  query: string[];
}

export interface FuzzRequest {
  path: string;
  init: RequestInit;
  /** One line saying what was sent, for failure reports. */
  describe: string;
}

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "🙏🏽🪐",
  "नमस्ते कुण्डली",
  "\u202eevil",
  "' or 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "#{7*7}{{7*7}}",
  "../../etc/passwd",
  "%00",
  "\\",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x7fffffff",
  "9999999999999999999999",
  "1990-02-30",
  "0000-00-00",
  "9999-12-31",
  "1799-12-31",
  "25:61",
  "06:30",
  "1990-04-12",
  "Kathmandu",
  "Nepal",
  "male",
  "female",
  "Y",
  "N",
  "user@example.com",
  "not-an-email",
  "a@b",
  "__proto__",
  "constructor",
];

const NASTY_NUMBERS = [0, -1, 1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), Number.MAX_VALUE, 1e-300];

const KNOWN_GOOD: Record<string, (n: number) => unknown> = {
  email: (n) => `fuzz-${n}@example.com`,
  birth_date: () => "1990-04-12",
  birth_time: () => "06:30",
  birth_place: () => "Kathmandu",
  country: () => "Nepal",
  gender: () => "male",
  name: () => "Fuzz Tester",
  message: () => "When will I marry?",
  city: () => "Kath",
  password: () => "correct horse 42",
  password_confirmation: () => "correct horse 42",
  is_parent: () => "N",
};

export function requestGenerator(
  seed: number,
  routes: FuzzRoute[],
  authHeaders: Array<Record<string, string>>,
): () => FuzzRequest {
  const random = seededRandom(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => random() < p;

  const randomString = (): string => {
    const roll = int(10);
    if (roll < 5) return pick(NASTY_STRINGS);
    if (roll < 7) return Array.from({ length: int(40) }, () => String.fromCharCode(int(0x2fff))).join("");
    if (roll < 9) return "x".repeat(pick([256, 1000, 5000, 20_000]));
    return "🪐".repeat(pick([100, 3000]));
  };

  const junkValue = (depth = 0): unknown => {
    switch (int(depth > 2 ? 4 : 7)) {
      case 0:
        return randomString();
      case 1:
        return pick(NASTY_NUMBERS);
      case 2:
        return pick([true, false, null]);
      case 3:
        return randomString();
      case 4:
        return Array.from({ length: int(5) }, () => junkValue(depth + 1));
      case 5:
        return Object.fromEntries(Array.from({ length: int(4) }, () => [randomString(), junkValue(depth + 1)]));
      default:
        return { __proto__: { admin: true }, constructor: { prototype: { polluted: 1 } } };
    }
  };

  const fieldValue = (field: string): unknown => {
    const good = KNOWN_GOOD[field];
    if (good && chance(0.4)) return good(int(1e9));
    return junkValue();
  };

  const objectBody = (route: FuzzRoute): Record<string, unknown> => {
    // Mostly a plausible body with some fields broken, sometimes a body that may well be valid.
    const base: Record<string, unknown> = route.path === "/api/register" && chance(0.5) ? registrationPayload() : {};
    for (const field of route.fields) {
      if (chance(0.2)) continue;
      if (field in base && chance(0.7)) continue;
      base[field] = fieldValue(field);
    }
    if (chance(0.2)) base[randomString()] = junkValue();
    return base;
  };

  const rawBody = (route: FuzzRoute): { body: string; kind: string } => {
    const roll = int(20);
    if (roll === 0)
      return { body: pick(["{", "[1,2", "nul", '{"a":}', "{'a':1}", "\u0000", "", "}{"]), kind: "bad-json" };
    if (roll === 1) return { body: `${"[".repeat(5000)}${"]".repeat(5000)}`, kind: "deep-array" };
    if (roll === 2) return { body: JSON.stringify(pick([1, "text", null, true, [], [{}]])), kind: "non-object" };
    if (roll === 3) return { body: `{"a":"${"y".repeat(70_000)}"}`, kind: "oversized" };
    if (roll === 4) return { body: JSON.stringify(junkValue()), kind: "junk" };
    return { body: JSON.stringify(objectBody(route)), kind: "object" };
  };

  const authHeader = (): Record<string, string> => {
    const roll = int(10);
    if (roll < 4) return pick(authHeaders);
    if (roll < 6) return {};
    const token = (pick(authHeaders).authorization ?? "Bearer x").slice(7);
    return {
      authorization: pick([
        "Bearer",
        "Bearer ",
        "Bearer null",
        "Bearer undefined",
        `Bearer ${token.slice(0, -3)}abc`,
        `Bearer ${token.split(".").slice(0, 2).join(".")}.`,
        `Bearer eyJhbGciOiJub25lIn0.${Buffer.from('{"sub":"1"}').toString("base64url")}.`,
        `Basic ${Buffer.from("a:b").toString("base64")}`,
        `Bearer ${"A".repeat(8000)}`,
        `bearer ${token}`,
        `Bearer ${token} ${token}`,
      ]),
    };
  };

  // Lone surrogates cannot be percent-encoded: send invalid UTF-8 and broken escapes instead, which is nastier.
  const queryValue = (): string => {
    if (chance(0.1)) return pick(["%ED%A0%80", "%", "%zz", "%00", "%FF%FE"]);
    try {
      return encodeURIComponent(String(junkValue(3)));
    } catch {
      return "%ED%A0%80";
    }
  };

  const queryString = (route: FuzzRoute): string => {
    if (!chance(0.5) && route.query.length === 0) return "";
    const names = [...route.query, ...(chance(0.3) ? ["session_id", "__proto__"] : [])];
    const pairs = names.filter(() => chance(0.7)).map((n) => `${n}=${queryValue()}`);
    return pairs.length ? `?${pairs.join("&")}` : "";
  };

  return () => {
    const route = pick(routes);
    const wrongMethod = chance(0.08);
    const method = wrongMethod ? pick(["GET", "POST", "PUT", "PATCH", "DELETE"]) : route.method;
    const headers: Record<string, string> = { ...authHeader() };
    if (chance(0.85)) headers["content-type"] = "application/json";
    else if (chance(0.5))
      headers["content-type"] = pick([
        "text/plain",
        "multipart/form-data; boundary=x",
        "application/json; charset=latin1",
        "application/x-www-form-urlencoded",
      ]);
    const path = route.path + queryString(route);
    let kind = "no-body";
    let body: string | undefined;
    if (method !== "GET" && method !== "HEAD") {
      const raw = rawBody(route);
      body = raw.body;
      kind = raw.kind;
    }
    const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body }) };
    const shownBody = body === undefined ? "" : ` body(${kind}, ${body.length} chars)=${body.slice(0, 200)}`;
    return {
      path,
      init,
      describe: `${method} ${path.slice(0, 200)} headers=${JSON.stringify(headers).slice(0, 120)}${shownBody}`,
    };
  };
}
