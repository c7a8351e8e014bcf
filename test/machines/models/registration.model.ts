import assert from "node:assert/strict";
import { CONTACT_INVALID } from "../../../contract/phone-rule";
import type { CallFailure } from "../../../machines/lib/callFailure";
import type { RegistrationValues } from "../../../machines/lib/registration";
import { type RegistrationInput, registrationMachine } from "../../../machines/registration";
import type { MachineWalkSpec } from "../support/walk";

export const registrationValues: RegistrationValues = {
  name: "Sita Sharma",
  email: "sita@example.com",
  dialCode: "977",
  phone: "9800000000",
  phoneProblem: null,
  calendar: "AD",
  birth_date: "1992-02-02",
  // the same day in BS: 19 Magh 2048
  birth_date_bs: { year: "2048", month: "10", day: "19" },
  birth_time: "06:15 AM",
  birth_place: "Pokhara",
  country: "Nepal",
  coupon_code: "",
  password: "secret1",
  password_confirmation: "secret1",
};
const taken: CallFailure = {
  message: "The given data was invalid.",
  kind: "validation",
  status: 422,
  fieldErrors: { email: ["The email has already been taken."], contact: ["The contact is invalid."] },
};

const page: RegistrationInput = { mode: "page", calendar: "AD", registeredEmail: null, sessionId: null, guest: null };
const modal: RegistrationInput = {
  mode: "modal",
  calendar: "AD",
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
    // page mode checks the full name; the modal sends the guest's own
    { type: "register.submitted", values: { ...registrationValues, name: "Sita2 Sharma" } },
    { type: "register.submitted", values: { ...registrationValues, name: "Ram Bahadur Thapa" } },
    { type: "register.submitted", values: { ...registrationValues, phone: "1234", phoneProblem: CONTACT_INVALID } },
    { type: "register.submitted", values: { ...registrationValues, birth_date: "" } },
    {
      type: "register.submitted",
      values: { ...registrationValues, birth_date_bs: { year: "2081", month: "1", day: "32" } },
    },
    { type: "register.calendarChosen", calendar: "BS" },
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
      // either calendar: the server gets the AD date (the guest's own in modal mode)
      assert.equal(payload.birth_date, "1992-02-02");
      assert.ok(["Sita Sharma", "Ram Bahadur Thapa"].includes(payload.name as string));
      assert.equal(payload.birth_time, "06:15");
      assert.equal(payload.coupon_code, undefined);
      assert.equal(payload.is_parent, snapshot.context.registeredEmail ? "Y" : "N");
      assert.equal(payload.session_id, snapshot.context.mode === "modal" ? "s-1" : undefined);
    },
    "editable.error": ({ snapshot }) => {
      const { fieldErrors } = snapshot.context;
      if (fieldErrors.password) assert.equal(fieldErrors.password, "The password field must be at least 6 characters.");
      if (fieldErrors.password_confirmation) assert.equal(fieldErrors.password_confirmation, "Password does not match");
      if (fieldErrors.name) assert.equal(fieldErrors.name, "Please enter both first and last name");
      if (fieldErrors.birth_date) {
        assert.equal(snapshot.context.mode, "page");
        assert.ok(
          ["The birth date is required", "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days."].includes(
            fieldErrors.birth_date,
          ),
        );
      }
      if (fieldErrors.contact && fieldErrors.contact !== "The contact is invalid.") {
        assert.equal(fieldErrors.contact, CONTACT_INVALID);
      }
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
