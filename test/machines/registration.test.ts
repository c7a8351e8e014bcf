import { registrationSpec } from "./models/registration.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(registrationSpec);

import { describe, expect, it } from "vitest";
import { CONTACT_INVALID } from "../../machines/lib/phoneRule";
import { registrationPayload, validateRegistration } from "../../machines/lib/registration";
import { registrationValues } from "./models/registration.model";

describe("registration payload (SPEC §3)", () => {
  it("keeps a coupon of 3 or more characters and drops a shorter one", () => {
    const options = { mode: "page" as const, registeredEmail: null, sessionId: null, guest: null };
    expect(registrationPayload({ ...registrationValues, coupon_code: "AB" }, options).coupon_code).toBeUndefined();
    expect(registrationPayload({ ...registrationValues, coupon_code: " ABC " }, options).coupon_code).toBe("ABC");
  });
});

describe("registration checks before sending", () => {
  it("applies the full-name rule in page mode only (the modal sends the guest's chart name)", () => {
    const values = { ...registrationValues, name: "Sita" };
    expect(validateRegistration(values, "page")).toEqual({ name: "Please enter both first and last name" });
    expect(validateRegistration(values, "modal")).toEqual({});
    expect(validateRegistration({ ...registrationValues, name: "Ram Bahadur Thapa" }, "page")).toEqual({});
    expect(validateRegistration({ ...registrationValues, name: "सीता शर्मा" }, "page")).toEqual({});
  });

  it("refuses a number the phone field found invalid for its country, with the field's message", () => {
    const values = { ...registrationValues, phone: "1234", phoneProblem: CONTACT_INVALID };
    expect(validateRegistration(values, "modal")).toEqual({ contact: CONTACT_INVALID });
  });

  it("sends the contact as +{dialcode}-{number}", () => {
    const options = { mode: "page" as const, registeredEmail: null, sessionId: null, guest: null };
    const qatar = { ...registrationValues, name: "Ram Bahadur Thapa", dialCode: "974", phone: "33123456" };
    expect(registrationPayload(qatar, options)).toMatchObject({ name: "Ram Bahadur Thapa", contact: "+974-33123456" });
    expect(registrationPayload({ ...qatar, phone: "" }, options).contact).toBe("");
  });
});
