// Login (page, modal, forgot mode), register (page and modal), reset password and verification.
import "./support/jsdomGaps";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginModal } from "../../src/features/login/LoginModal";
import { LoginView } from "../../src/features/login/LoginView";
import { RegisterModal } from "../../src/features/register/RegisterModal";
import { RegisterView } from "../../src/features/register/RegisterView";
import { ResetPasswordView } from "../../src/features/reset-password/ResetPasswordView";
import { VerificationView } from "../../src/features/verification/VerificationView";
import { idleCity, loginProps, policyUrls, registerProps } from "./support/props";

afterEach(cleanup);

describe("LoginView and LoginModal", () => {
  it("logs in with the typed email and password, and links to forgot password and registration", () => {
    const props = loginProps();
    render(<LoginView {...props} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: " sita@example.com " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(props.onLogin).toHaveBeenCalledWith({ email: "sita@example.com", password: "secret1" });
    fireEvent.click(screen.getByRole("button", { name: "Forgot Password?" }));
    expect(props.onForgotPassword).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Don't have an account? Click to create one" }));
    expect(props.onCreateAccount).toHaveBeenCalledOnce();
  });

  it("in forgot mode asks only for the email under 'Reset Your Password', with 'Back to login'", () => {
    const props = loginProps({ mode: "forgot", initialEmail: "sita@example.com" });
    render(<LoginView {...props} />);
    expect(screen.getByRole("heading", { name: "Reset Your Password" })).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send Email" }));
    expect(props.onSendResetEmail).toHaveBeenCalledWith("sita@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(props.onBackToLogin).toHaveBeenCalledOnce();
  });

  it("shows server field errors and reports edits so they can be cleared", () => {
    const onEditField = vi.fn();
    render(
      <LoginView
        {...loginProps({ errors: { email: ["These credentials do not match our records."] }, onEditField })}
      />,
    );
    expect(screen.getByText("These credentials do not match our records.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "x" } });
    expect(onEditField).toHaveBeenCalledWith("email");
  });

  it("as a modal is a labelled dialog with the note and a Cancel button, and prefills the email", () => {
    const props = loginProps({
      isOpen: true,
      showReplaceNote: true,
      initialEmail: "new@example.com",
      initialPassword: "abcdef",
    });
    render(<LoginModal {...props} />);
    const dialog = screen.getByRole("dialog", { name: "Login" });
    expect(within(dialog).getByText(/unrecoverably|cannot be recovered/)).toBeTruthy();
    expect((within(dialog).getByLabelText("Email") as HTMLInputElement).value).toBe("new@example.com");
    expect((within(dialog).getByLabelText("Password") as HTMLInputElement).value).toBe("abcdef");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it("moves focus into the modal and closes it on Escape", async () => {
    const props = loginProps({ isOpen: true });
    render(<LoginModal {...props} />);
    const dialog = screen.getByRole("dialog", { name: "Login" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus moves in before the dialog's Escape handler is known to be attached (on a loaded machine the press once
    // came first): press until it is handled, as a person would.
    await waitFor(() => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
      expect(props.onCancel).toHaveBeenCalled();
    });
  });

  it("renders nothing while closed", () => {
    render(<LoginModal {...loginProps()} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

/** Types into the phone field's country search, as a user does (the list opens on focus). */
function searchCountry(text: string) {
  const input = screen.getByRole("combobox", { name: "Country code" });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

describe("RegisterView and RegisterModal", () => {
  it("shows the spec's title and note, every field of the page, and submits them", () => {
    const onSubmit = vi.fn();
    const onBack = vi.fn();
    const onOpenPolicy = vi.fn();
    const onLoginNow = vi.fn();
    render(
      <RegisterView
        status="idle"
        errors={{ email: ["The email has already been taken."] }}
        city={{ ...idleCity(), value: "Kathmandu, Nepal" }}
        onSubmit={onSubmit}
        onLoginNow={onLoginNow}
        onOpenPolicy={onOpenPolicy}
        onBack={onBack}
        policy={{ open: null, urls: policyUrls, onClose: vi.fn() }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Create your account!" })).toBeTruthy();
    expect(screen.getByText("Register now & get 1 more free question. More free questions in future.")).toBeTruthy();
    expect(screen.getByText("The email has already been taken.")).toBeTruthy();
    for (const label of [
      "Name",
      "Email",
      "Contact",
      "Date of Birth",
      "Time of Birth",
      "Password",
      "Confirm Password",
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole("combobox", { name: "Place of Birth" })).toBeTruthy();
    const country = screen.getByRole("combobox", { name: "Country code" }) as HTMLInputElement;
    expect(country.value).toBe("+977 Nepal");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sita Sharma" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "sita@example.com" } });
    fireEvent.change(screen.getByLabelText("Contact"), { target: { value: "981-234-5678" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret1" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "secret1" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Sita Sharma",
        email: "sita@example.com",
        phone: { countryIso: "NP", dialCode: "977", number: "981-234-5678", digits: "9812345678", problem: null },
        birth_place: "Kathmandu, Nepal",
        password: "secret1",
        password_confirmation: "secret1",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Login Now" }));
    expect(onLoginNow).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Privacy Policy" }));
    fireEvent.click(screen.getByRole("button", { name: "Usage Policy" }));
    expect(onOpenPolicy.mock.calls).toEqual([["privacy"], ["usage"]]);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("lists Nepal, United States and Australia first, then every country", () => {
    render(<RegisterModal {...registerProps({ isOpen: true })} />);
    fireEvent.click(screen.getByRole("button", { name: /Show countries/ }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(["+977 Nepal", "+1 United States", "+61 Australia"]);
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContain("+974 Qatar");
  });

  it.each([
    ["Qatar", "+974 Qatar"],
    ["974", "+974 Qatar"],
    ["emirates", "+971 United Arab Emirates"],
  ])("finds a country by name or dial code (%j)", (typed, label) => {
    render(<RegisterModal {...registerProps({ isOpen: true })} />);
    searchCountry(typed);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toContain(label);
  });

  it("switching the country reports its dial code and the country's verdict on the number", () => {
    const onSubmit = vi.fn();
    render(<RegisterModal {...registerProps({ isOpen: true, onSubmit })} />);
    searchCountry("Qatar");
    fireEvent.click(screen.getByRole("option", { name: "+974 Qatar" }));
    fireEvent.change(screen.getByLabelText("Contact"), { target: { value: "3312 3456" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(onSubmit.mock.calls[0]?.[0].phone).toEqual({
      countryIso: "QA",
      dialCode: "974",
      number: "3312 3456",
      digits: "33123456",
      problem: null,
    });
    fireEvent.change(screen.getByLabelText("Contact"), { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(onSubmit.mock.calls[1]?.[0].phone).toMatchObject({
      countryIso: "QA",
      problem: "Please enter a valid phone number for the chosen country.",
    });
  });

  it("as a modal hides the name and birth fields and offers Cancel", () => {
    const props = registerProps({ isOpen: true });
    render(<RegisterModal {...props} />);
    const dialog = screen.getByRole("dialog", { name: "Create your account!" });
    expect(within(dialog).queryByRole("textbox", { name: "Name" })).toBeNull();
    expect(within(dialog).queryByLabelText("Date of Birth")).toBeNull();
    expect(within(dialog).queryByLabelText("Time of Birth")).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: "Place of Birth" })).toBeNull();
    expect(within(dialog).getByLabelText("Email")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it("shows a policy in a framed modal", () => {
    render(
      <RegisterModal
        {...registerProps({ isOpen: true, policy: { open: "usage", urls: policyUrls, onClose: vi.fn() } })}
      />,
    );
    const frame = screen.getByTitle("Usage Policy") as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("/policies/usage-policy.html");
  });
});

describe("ResetPasswordView", () => {
  it("shows 'Reset your account now.', prefills the email and submits the three fields", () => {
    const onSubmit = vi.fn();
    render(
      <ResetPasswordView
        status="idle"
        errors={{ password_confirmation: "Password does not match" }}
        initialEmail="sita@example.com"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole("heading", { name: "Reset your account now." })).toBeTruthy();
    expect(screen.getByText("Password does not match")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "newpass" } });
    fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: "newpass" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Now" }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: "sita@example.com",
      password: "newpass",
      password_confirmation: "newpass",
    });
  });
});

describe("VerificationView", () => {
  it("welcomes a verified user and counts down", () => {
    const onBackToApp = vi.fn();
    render(<VerificationView status="verified" email="sita@example.com" secondsLeft={7} onBackToApp={onBackToApp} />);
    expect(screen.getByRole("heading").textContent).toContain("Welcome");
    expect(screen.getByText("You will be redirected back to app in 7 seconds automatically.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to app" }));
    expect(onBackToApp).toHaveBeenCalledOnce();
  });

  it("says verification failed in the spec's words", () => {
    render(<VerificationView status="failed" secondsLeft={10} onBackToApp={vi.fn()} />);
    expect(screen.getByText("User verification failed. Please try again later.")).toBeTruthy();
    expect(screen.getByText("You will be redirected back to app in 10 seconds automatically.")).toBeTruthy();
  });
});
