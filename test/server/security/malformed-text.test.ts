// A lone UTF-16 surrogate (JSON's "\ud800") cannot be stored by PostgreSQL: every schema refuses it with a 422 on
// the field, and no failure ever prints SQL parameters or other personal data into the log.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorHandler } from "../../../server/http/errors";
import { MALFORMED_TEXT } from "../../../server/http/validation";
import { createLogger } from "../../../server/log";
import {
  GUEST_BIRTH,
  personalRowCounts,
  postJson,
  registerAndLogin,
  registrationPayload,
} from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";
import { guestWithChart } from "../chat/owners";

const LONE = "Kath\ud800mandu";
const BIRTH = GUEST_BIRTH;

describe.each(dbKinds)("malformed text on %s", (kind) => {
  const suite = useTestApp(kind);
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["/api/astro-details", "birth_place", () => ({ ...BIRTH, birth_place: LONE })],
    ["/api/astro-details", "country", () => ({ ...BIRTH, country: LONE })],
    ["/api/astro-details", "category", () => ({ ...BIRTH, category: ["Career", LONE] })],
    ["/api/register", "birth_place", () => registrationPayload({ birth_place: LONE })],
    ["/api/register", "contact", () => registrationPayload({ contact: LONE })],
    ["/api/login", "password", () => ({ email: "someone@example.com", password: LONE })],
    ["/api/forgot-password", "email", () => ({ email: `a${LONE}@example.com` })],
  ])("POST %s with a lone surrogate in %s is a 422 on that field and stores nothing", async (path, field, body) => {
    const before = await personalRowCounts(suite.database.db);
    const res = await postJson(suite.app, path, body());
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { errors: Record<string, string[]> };
    expect(answer.errors[field]).toContain(MALFORMED_TEXT);
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
  });

  it("a guest's question with a lone surrogate is a 422 and charges nothing", async () => {
    const sessionId = await guestWithChart(suite.database.db);
    const res = await postJson(suite.app, "/api/assistant/chat", { message: `When ${LONE}?`, session_id: sessionId });
    expect(res.status).toBe(422);
    const user = await registerAndLogin(suite.app);
    const coupon = await postJson(suite.app, "/api/coupon/-/questions/apply", { coupon_code: LONE }, user.authHeader);
    expect(coupon.status).toBe(422);
  });

  it("a failed query is logged by error class and code, never with its parameters", async () => {
    const lines: string[] = [];
    const app = new Hono()
      .get("/fails", async (c) => {
        // A real failing query whose parameters are personal data.
        await suite.database.db.execute(sql`select ${"Asha Sharma born 1990-04-12 in Kathmandu"}::int`);
        return c.text("unreachable");
      })
      .onError(errorHandler(createLogger("error", { write: (line: string) => void lines.push(line) })));
    const res = await app.request("/fails");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "An unexpected error occurred." });
    const logged = lines.join("\n");
    expect(logged).toMatch(/GET \/fails failed: \w*Error/);
    expect(logged).toContain("22P02");
    expect(logged).not.toMatch(/Asha|1990|Kathmandu|select/i);
  });
});
