// A JSON body nested thousands of levels deep is the client's mistake: a 422 that says so, nothing stored and nothing
// logged as an error, whichever call receives it.
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, TOO_DEEP } from "../../../server/http/validation";
import { createLogger } from "../../../server/log";
import { GUEST_BIRTH, personalRowCounts, postJson, registrationPayload } from "../../support/accounts";
import { dbKinds, useTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

/** `levels` arrays inside each other around one value, as JSON text. */
const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;

describe.each(dbKinds)("deeply nested request bodies on %s", { timeout: 180_000 }, (kind) => {
  const suite = useTestDatabase(kind);

  async function appWithLog() {
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    const { app } = await createTestApp(suite.database, {}, log);
    return { app, logged: () => lines.join("\n") };
  }

  const post = (app: Awaited<ReturnType<typeof appWithLog>>["app"], path: string, body: string) =>
    app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

  it.each([
    ["/api/login", `{"email": "someone@example.com", "password": ${nested(5000)}}`],
    ["/api/astro-details", `{"birth_place": ${nested(5000)}}`],
    ["/api/register", `{"category": ${nested(5000)}}`],
    ["/api/assistant/chat", `{"message": {"a": ${nested(MAX_JSON_DEPTH)}}}`],
  ])("POST %s with a body nested too deeply is a 422 that says so, logged as no error", async (path, body) => {
    const { app, logged } = await appWithLog();
    const before = await personalRowCounts(suite.database.db);
    const res = await post(app, path, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: TOO_DEEP, errors: { body: [TOO_DEEP] } });
    expect(await personalRowCounts(suite.database.db)).toEqual(before);
    expect(logged()).not.toMatch(/"level":"error"/);
  });

  it("counts only brackets outside strings, and lets a body as deep as the limit through to its own checks", async () => {
    const { app } = await appWithLog();
    const brackets = "[{".repeat(MAX_JSON_DEPTH);
    const inText = await post(app, "/api/login", JSON.stringify({ email: "someone@example.com", password: brackets }));
    expect(((await inText.json()) as { message: string }).message).not.toBe(TOO_DEEP);
    const atTheLimit = await post(app, "/api/login", `{"email": "someone@example.com", "password": ${nested(15)}}`);
    expect(atTheLimit.status).toBe(422);
    expect(((await atTheLimit.json()) as { errors: Record<string, string[]> }).errors.body).toBeUndefined();
    // The real calls' bodies are far shallower.
    expect((await postJson(app, "/api/astro-details", GUEST_BIRTH)).status).toBe(200);
    expect((await postJson(app, "/api/register", registrationPayload({}))).status).toBe(200);
  });
});
