// The /register form (docs/product.md §3, §5): the messages it shows before sending and the payload it sends, on the page and in
// the modal that registers a guest with the chart they already made.
import { describe, expect, it } from "vitest";
import {
  type GuestProfile,
  type RegistrationValues,
  registrationPayload,
  validateCredentials,
  validateRegistration,
} from "../../../machines/lib/registration";

const values: RegistrationValues = {
  name: " Sita Sharma ",
  email: " sita@example.com ",
  dialCode: "977",
  phone: "981-234-5678",
  phoneProblem: null,
  calendar: "AD",
  birth_date: "1992-08-01",
  birth_date_bs: { year: "", month: "", day: "" },
  birth_time: "6:15 am",
  birth_place: "Pokhara",
  country: "Nepal",
  place_id: 7,
  coupon_code: " ABC ",
  password: "secret1",
  password_confirmation: "secret1",
};

const guest: GuestProfile = {
  name: "Guest Name",
  birth_date: "2000-01-01",
  birth_time: "23:45",
  birth_place: "Delhi",
  country: "India",
  gender: "female",
};

const page = { mode: "page" as const, registeredEmail: null, sessionId: null, guest: null };

describe("the credentials' messages", () => {
  it("passes an email and a matching password of six characters", () => {
    expect(validateCredentials({ email: "a@b.c", password: "123456", password_confirmation: "123456" })).toEqual({});
  });

  it("requires the email and the password", () => {
    expect(validateCredentials({ email: "  ", password: "", password_confirmation: "" })).toEqual({
      email: "The email field is required.",
      password: "The password field is required.",
    });
  });

  it("refuses a password of five characters and a confirmation that differs", () => {
    expect(validateCredentials({ email: "a@b.c", password: "12345", password_confirmation: "123456" })).toEqual({
      password: "The password field must be at least 6 characters.",
      password_confirmation: "Password does not match",
    });
  });
});

describe("the registration page's checks", () => {
  it("passes a complete form", () => {
    expect(validateRegistration(values, "page")).toEqual({});
  });

  it("checks the name, the birth date and the phone on the page", () => {
    const broken = { ...values, name: "Sita", birth_date: "", phoneProblem: "Please enter a valid phone number" };
    expect(validateRegistration(broken, "page")).toEqual({
      name: "Please enter both first and last name",
      birth_date: "The birth date is required",
      contact: "Please enter a valid phone number",
    });
  });

  it("leaves the name and birth date to the guest's chart in the modal", () => {
    expect(validateRegistration({ ...values, name: "", birth_date: "" }, "modal")).toEqual({});
  });
});

describe("the registration payload", () => {
  it("sends the page's fields trimmed, the contact in the product's form and the time as HH:MM", () => {
    expect(registrationPayload(values, page)).toEqual({
      name: "Sita Sharma",
      email: "sita@example.com",
      contact: "+977-9812345678",
      birth_date: "1992-08-01",
      birth_time: "06:15",
      birth_place: "Pokhara",
      country: "Nepal",
      password: "secret1",
      password_confirmation: "secret1",
      is_parent: "N",
      place_id: "7",
      coupon_code: "ABC",
    });
  });

  it("marks a second account of a registered email as a parent's", () => {
    expect(registrationPayload(values, { ...page, registeredEmail: "mother@example.com" }).is_parent).toBe("Y");
  });

  it("sends no contact, time, place id or short coupon that was not given", () => {
    const sparse = { ...values, phone: "", birth_time: "", place_id: null, coupon_code: " AB " };
    const payload = registrationPayload(sparse, page);
    expect(payload.contact).toBe("");
    expect(payload.birth_time).toBe("");
    expect(payload).not.toHaveProperty("place_id");
    expect(payload).not.toHaveProperty("coupon_code");
  });

  it("cuts an unreadable birth time to five characters", () => {
    expect(registrationPayload({ ...values, birth_time: "06:15 hrs" }, page).birth_time).toBe("06:15");
  });

  it("takes the guest's chart details, gender and session in the modal", () => {
    const payload = registrationPayload(values, { mode: "modal", registeredEmail: null, sessionId: "s-1", guest });
    expect(payload).toEqual({
      name: "Guest Name",
      email: "sita@example.com",
      contact: "+977-9812345678",
      birth_date: "2000-01-01",
      birth_time: "23:45",
      birth_place: "Delhi",
      country: "India",
      password: "secret1",
      password_confirmation: "secret1",
      is_parent: "N",
      coupon_code: "ABC",
      gender: "female",
      session_id: "s-1",
    });
  });

  it("sends the page's own details even when a guest chart is at hand", () => {
    const payload = registrationPayload(values, { ...page, guest, sessionId: "s-1" });
    expect(payload.name).toBe("Sita Sharma");
    expect(payload.birth_place).toBe("Pokhara");
    expect(payload).not.toHaveProperty("gender");
    expect(payload).not.toHaveProperty("session_id");
  });

  it("writes a dial code picked with its plus sign once", () => {
    expect(registrationPayload({ ...values, dialCode: "+977" }, page).contact).toBe("+977-9812345678");
  });

  it("sends the form's own details in the modal when there is no guest chart", () => {
    const payload = registrationPayload(values, { mode: "modal", registeredEmail: null, sessionId: null, guest: null });
    expect(payload.name).toBe("Sita Sharma");
    expect(payload).not.toHaveProperty("gender");
    expect(payload).not.toHaveProperty("session_id");
    expect(payload).not.toHaveProperty("place_id");
  });
});
