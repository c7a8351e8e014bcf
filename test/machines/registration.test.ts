import { registrationSpec } from "./models/registration.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(registrationSpec);

import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import type { RegisterRequestBody } from "../../contract/accounts";
import { CONTACT_INVALID } from "../../contract/phone-rule";
import type { GuruProfile } from "../../contract/user";
import type { CallFailure } from "../../machines/lib/callFailure";
import { registrationPayload, validateRegistration } from "../../machines/lib/registration";
import { type RegisterAnswer, type RegistrationInput, registrationMachine } from "../../machines/registration";
import { registrationValues } from "./models/registration.model";

describe("registration payload (docs/product.md §3)", () => {
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

describe("registration, step by step (docs/product.md §4 registration)", () => {
  const guru: GuruProfile = {
    name: "Guru Dev",
    expertise: "Vedic astrology",
    profile_description: "Thirty years of charts",
    image_url: "https://example.com/guru.png",
  };
  const pageInput: RegistrationInput = {
    mode: "page",
    calendar: "AD",
    registeredEmail: null,
    sessionId: null,
    guest: null,
  };

  /** What the form shows besides its fields: the errors under them and the error message. */
  const shown = ({ fieldErrors, error }: SnapshotFrom<typeof registrationMachine>["context"]) => ({
    fieldErrors,
    error,
  });

  /** A live registration whose server answers with `answer` (or fails with it), recording what the app is told. */
  function startRegistration(input: RegistrationInput, answer: () => Promise<RegisterAnswer>) {
    const sent: RegisterRequestBody[] = [];
    const effects: Array<[string, unknown]> = [];
    const machine = registrationMachine.provide({
      actors: {
        register: fromPromise<RegisterAnswer, RegisterRequestBody>(({ input: payload }) => {
          sent.push(payload);
          return answer();
        }),
      },
      actions: {
        showSuccess: (_, message) => effects.push(["showSuccess", message]),
        saveGuruProfile: (_, profile) => effects.push(["saveGuruProfile", profile]),
        clearSavedQuestion: () => effects.push(["clearSavedQuestion", undefined]),
        rememberRegisteredEmail: (_, email) => effects.push(["rememberRegisteredEmail", email]),
        openLoginPrefilled: (_, credentials) => effects.push(["openLoginPrefilled", credentials]),
        goToLogin: () => effects.push(["goToLogin", undefined]),
      },
    });
    const actor = createActor(machine, { input }).start();
    const settled = () => waitFor(actor, (snapshot) => !snapshot.matches("submitting"));
    return { actor, sent, effects, settled };
  }

  it("starts idle with what it was given and nothing entered yet", () => {
    const input: RegistrationInput = { ...pageInput, calendar: "BS", registeredEmail: "old@example.com" };
    const { actor } = startRegistration(input, () => new Promise(() => {}));
    expect(actor.getSnapshot().matches({ editable: "idle" })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      ...input,
      values: null,
      fieldErrors: {},
      error: null,
      message: null,
    });
  });

  it("sends a birth date entered in BS as its AD day, once the switch shows BS", () => {
    const { actor, sent } = startRegistration(pageInput, () => new Promise(() => {}));
    actor.send({ type: "register.calendarChosen", calendar: "BS" });
    expect(actor.getSnapshot().context.calendar).toBe("BS");
    // the view's own calendar field does not decide: the machine's switch does
    actor.send({ type: "register.submitted", values: { ...registrationValues, calendar: "AD", birth_date: "" } });
    expect(actor.getSnapshot().matches("submitting")).toBe(true);
    expect(actor.getSnapshot().context.values).toMatchObject({ calendar: "BS", birth_date: "1992-02-02" });
    expect(sent[0]?.birth_date).toBe("1992-02-02");
    actor.stop();
  });

  it("checks an AD entry when the switch shows AD, whatever the view's calendar field says", () => {
    const { actor } = startRegistration(pageInput, () => new Promise(() => {}));
    actor.send({ type: "register.submitted", values: { ...registrationValues, calendar: "BS", birth_date: "" } });
    expect(actor.getSnapshot().matches({ editable: "error" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ birth_date: "The birth date is required" });
  });

  it("clears only the birth date's error when the calendar switches", () => {
    const { actor } = startRegistration(pageInput, () => new Promise(() => {}));
    actor.send({ type: "register.submitted", values: { ...registrationValues, name: "Sita", birth_date: "" } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(["birth_date", "name"]);
    actor.send({ type: "register.calendarChosen", calendar: "BS" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: "Please enter both first and last name" });
    expect(actor.getSnapshot().matches({ editable: "error" })).toBe(true);
  });

  it("shows the server's 422 errors under their fields and leaves the error state once the last is edited", async () => {
    const failure: CallFailure = {
      message: "The given data was invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: { email: ["The email has already been taken."], contact: ["The contact is invalid.", "Other."] },
    };
    const { actor, settled } = startRegistration(pageInput, () => Promise.reject(failure));
    actor.send({ type: "register.submitted", values: registrationValues });
    await settled();
    expect(actor.getSnapshot().matches({ editable: "error" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toEqual({
      fieldErrors: { email: "The email has already been taken.", contact: "The contact is invalid." },
      error: "The given data was invalid.",
    });
    // editing a field without an error keeps the others shown
    actor.send({ type: "register.fieldEdited", field: "name" });
    actor.send({ type: "register.fieldEdited", field: "email" });
    expect(actor.getSnapshot().matches({ editable: "error" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ contact: "The contact is invalid." });
    expect(actor.getSnapshot().context.error).toBe("The given data was invalid.");
    actor.send({ type: "register.fieldEdited", field: "contact" });
    expect(actor.getSnapshot().matches({ editable: "idle" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toEqual({ fieldErrors: {}, error: null });
  });

  it("drops an earlier failure's messages on the next submission, valid or not", async () => {
    const { actor, settled } = startRegistration(pageInput, () => Promise.reject(new Error("Server is down")));
    actor.send({ type: "register.submitted", values: registrationValues });
    await settled();
    expect(shown(actor.getSnapshot().context)).toEqual({ fieldErrors: {}, error: "Server is down" });
    actor.send({ type: "register.submitted", values: { ...registrationValues, password_confirmation: "other1" } });
    expect(shown(actor.getSnapshot().context)).toEqual({
      fieldErrors: { password_confirmation: "Password does not match" },
      error: null,
    });
    actor.send({ type: "register.submitted", values: registrationValues });
    expect(actor.getSnapshot().matches("submitting")).toBe(true);
    expect(shown(actor.getSnapshot().context)).toEqual({ fieldErrors: {}, error: null });
    await settled();
    // a failure without a message of its own reads as the generic one
    const silent = startRegistration(pageInput, () => Promise.reject(new Error("")));
    silent.actor.send({ type: "register.submitted", values: registrationValues });
    await silent.settled();
    expect(silent.actor.getSnapshot().context.error).toBe("An unexpected error occurred.");
  });

  it("on success in the modal: shows the server's message, keeps the guru, forgets the question, opens login prefilled", async () => {
    const { actor, effects, settled } = startRegistration(
      {
        mode: "modal",
        calendar: "AD",
        registeredEmail: "old@example.com",
        sessionId: "s-1",
        guest: null,
      },
      async () => ({ data: { message: "Welcome aboard!", guru_profile: guru } }),
    );
    actor.send({ type: "register.submitted", values: { ...registrationValues, email: " sita@example.com " } });
    await settled();
    expect(actor.getSnapshot().matches("success")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Welcome aboard!");
    // a registered email is held already: it is kept
    expect(effects).toEqual([
      ["showSuccess", "Welcome aboard!"],
      ["saveGuruProfile", guru],
      ["clearSavedQuestion", undefined],
      ["openLoginPrefilled", { email: "sita@example.com", password: "secret1" }],
    ]);
  });

  it("on success on the page: the default message, no guru, the email remembered, then /login", async () => {
    const { actor, effects, settled } = startRegistration(pageInput, async () => ({}) as RegisterAnswer);
    actor.send({ type: "register.submitted", values: { ...registrationValues, email: " sita@example.com " } });
    await settled();
    expect(effects).toEqual([
      ["showSuccess", "User created successfully!"],
      ["saveGuruProfile", null],
      ["clearSavedQuestion", undefined],
      ["rememberRegisteredEmail", "sita@example.com"],
      ["goToLogin", undefined],
    ]);
  });
});
