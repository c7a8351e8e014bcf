import assert from "node:assert/strict";
import type { CallFailure } from "../../../machines/lib/apiTypes";
import type { RegistrationValues } from "../../../machines/lib/registration";
import { type RegistrationInput, registrationMachine } from "../../../machines/registration";
import type { MachineWalkSpec } from "../support/walk";

export const registrationValues: RegistrationValues = {
  name: "Sita Sharma",
  email: "sita@example.com",
  dialCode: "977",
  phone: "9800000000",
  birth_date: "1992-02-02",
  birth_time: "06:15 AM",
  birth_place: "Pokhara",
  country: "Nepal",
  coupon_code: "",
  password: "secret1",
  password_confirmation: "secret1",
};
const taken: CallFailure = {
  message: "The given data was invalid.",
  status: 422,
  fieldErrors: { email: ["The email has already been taken."], contact: ["The contact is invalid."] },
};

const page: RegistrationInput = { mode: "page", registeredEmail: null, sessionId: null, guest: null };
const modal: RegistrationInput = {
  mode: "modal",
  registeredEmail: "old@example.com",
  sessionId: "s-1",
  guest: {
    name: "Sita Sharma",
    birth_date: "1992-02-02",
    birth_time: "06:15",
    birth_place: "Pokhara",
    country: "Nepal",
    gender: "female",
  },
};

export const registrationSpec: MachineWalkSpec = {
  name: "registration",
  machine: registrationMachine,
  inputs: [page, modal],
  events: () => [
    { type: "register.submitted", values: registrationValues },
    { type: "register.submitted", values: { ...registrationValues, password: "123", password_confirmation: "124" } },
    { type: "register.fieldEdited", field: "email" },
    { type: "register.fieldEdited", field: "contact" },
  ],
  outputs: { register: [{ data: { message: "Welcome aboard!", guru_profile: null } }, {}] },
  errors: { register: [taken, new Error("An unexpected error occurred.")] },
  recordedActions: [
    "showSuccess",
    "saveGuruProfile",
    "clearSavedQuestion",
    "rememberRegisteredEmail",
    "openLoginPrefilled",
    "goToLogin",
  ],
  states: {
    submitting: ({ calls, snapshot }) => {
      const payload = calls.at(-1)?.input as Record<string, string>;
      assert.equal(payload.contact, "+977-9800000000");
      assert.equal(payload.birth_time, "06:15");
      assert.equal(payload.coupon_code, undefined);
      assert.equal(payload.is_parent, snapshot.context.registeredEmail ? "Y" : "N");
      assert.equal(payload.session_id, snapshot.context.mode === "modal" ? "s-1" : undefined);
    },
    "editable.error": ({ snapshot }) => {
      const { fieldErrors } = snapshot.context;
      if (fieldErrors.password) assert.equal(fieldErrors.password, "The password field must be at least 6 characters.");
      if (fieldErrors.password_confirmation) assert.equal(fieldErrors.password_confirmation, "Password does not match");
    },
    success: ({ snapshot, actions }) => {
      const names = actions.map((a) => a.name);
      assert.ok(["Welcome aboard!", "User created successfully!"].includes(snapshot.context.message as string));
      assert.equal(names.includes("rememberRegisteredEmail"), snapshot.context.registeredEmail === null);
      if (snapshot.context.mode === "modal") {
        assert.deepEqual(actions.at(-1)?.params, { email: "sita@example.com", password: "secret1" });
      } else assert.equal(names.at(-1), "goToLogin");
    },
  },
};
