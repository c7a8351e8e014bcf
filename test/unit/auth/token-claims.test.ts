// What an access token carries and for how long (server/auth/access-token.ts): a positive whole user id as subject,
// our issuer, and exactly ACCESS_TOKEN_TTL_MINUTES from its issue, to the second.
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createAccessTokens } from "../../../server/auth/access-token";
import { loadConfig } from "../../../server/config";

const SECRET = "a-secret-of-at-least-32-characters!!";
const ISSUED_MS = 1_800_000_000_000;

describe("an access token's claims", () => {
  it("lives exactly the configured minutes: valid a second before its expiry, refused at it", async () => {
    let clock = ISSUED_MS;
    const tokens = await createAccessTokens(
      loadConfig({ AUTH_JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_MINUTES: "20" }),
      () => clock,
    );
    const token = await tokens.sign(11);
    expect(decodeJwt(token)).toEqual({
      sub: "11",
      iss: "kundali-guru",
      iat: ISSUED_MS / 1000,
      exp: ISSUED_MS / 1000 + 1200,
    });
    expect(await tokens.verify(token)).toBe(11);
    clock = ISSUED_MS + 1_199_000;
    expect(await tokens.verify(token)).toBe(11);
    clock = ISSUED_MS + 1_200_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it("names a positive whole user id: any other subject is refused even under our signature", async () => {
    const tokens = await createAccessTokens(loadConfig({ AUTH_JWT_SECRET: SECRET }));
    const key = new TextEncoder().encode(SECRET);
    const signedAs = (subject: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setIssuer("kundali-guru")
        .setExpirationTime("10m")
        .sign(key);
    expect(await tokens.verify(await signedAs("1"))).toBe(1);
    for (const subject of ["0", "-3", "1.5", "abc", "9007199254740993"]) {
      expect(await tokens.verify(await signedAs(subject))).toBeNull();
    }
  });
});
