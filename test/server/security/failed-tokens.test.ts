// A token that is sent and fails (broken, expired, a deleted account's) is a 401 on every call that acts for a caller,
// also on the calls a guest may make: the client meant to call as a member, so it must refresh or log in again rather
// than quietly get a guest's chart, count or coupon.
import { describe, expect, it } from "vitest";
import { GUEST_BIRTH, postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("a sent token that fails on %s", (kind) => {
  const suite = useTestApp(kind);

  /** A member's token whose account was deleted since, and a token that is no JWT at all. */
  async function failedTokens(): Promise<Record<string, string>[]> {
    const member = await registerAndLogin(suite.app);
    const gone = await suite.app.request("/api/delete-account", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...member.authHeader },
      body: JSON.stringify({ name: "delete" }),
    });
    expect(gone.status).toBe(200);
    return [member.authHeader, { authorization: "Bearer abc.def.ghi" }];
  }

  it("is a 401 on POST /api/astro-details, and no guest chart is made", async () => {
    for (const headers of await failedTokens()) {
      const res = await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: "Your session has expired. Please log in again.",
        messageId: "sessionExpired",
      });
    }
  });

  it("is a 401 on the guest-or-member calls even with a guest's session id", async () => {
    const guest = (await (await postJson(suite.app, "/api/astro-details", GUEST_BIRTH)).json()) as {
      session_id: string;
    };
    const session = guest.session_id;
    for (const headers of await failedTokens()) {
      const calls = [
        suite.app.request(`/api/chat/-/eligibility?session_id=${session}`, { headers }),
        suite.app.request(`/api/query-history?session_id=${session}`, { headers }),
        suite.app.request(`/api/matches?session_id=${session}`, { headers }),
        postJson(suite.app, "/api/assistant/chat", { message: "When will I marry?", session_id: session }, headers),
        postJson(suite.app, "/api/coupon/-/questions/apply", { coupon_code: "NONE1", session_id: session }, headers),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    }
  });

  it("still treats a guest who sends no token (or the client's empty values) as a guest", async () => {
    const guests: Record<string, string>[] = [{}, { authorization: "Bearer null" }, { authorization: "Bearer " }];
    for (const headers of guests) {
      expect((await postJson(suite.app, "/api/astro-details", GUEST_BIRTH, headers)).status).toBe(200);
    }
  });
});
