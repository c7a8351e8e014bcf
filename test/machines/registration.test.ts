import { registrationSpec } from "./models/registration.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(registrationSpec);

import { describe, expect, it } from "vitest";
import { registrationPayload } from "../../machines/lib/registration";
import { registrationValues } from "./models/registration.model";

describe("registration payload (SPEC §3)", () => {
  it("keeps a coupon of 3 or more characters and drops a shorter one", () => {
    const options = { mode: "page" as const, registeredEmail: null, sessionId: null, guest: null };
    expect(registrationPayload({ ...registrationValues, coupon_code: "AB" }, options).coupon_code).toBeUndefined();
    expect(registrationPayload({ ...registrationValues, coupon_code: " ABC " }, options).coupon_code).toBe("ABC");
  });
});
