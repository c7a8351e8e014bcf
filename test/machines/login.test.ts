import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import type { CallFailure } from "../../machines/lib/callFailure";
import { type LoginAnswer, type LoginFrom, loginMachine } from "../../machines/login";
import { answer, loginSpec } from "./models/login.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(loginSpec);

describe("login and forgot password, step by step (docs/product.md §2 Login, §4 login modal)", () => {
  const invalid: CallFailure = {
    message: "The given data was invalid.",
    kind: "validation",
    status: 422,
    fieldErrors: { email: ["The email field must be a valid email address.", "Second."], password: [] },
  };

  /** What the form shows besides its fields: the errors under them, the error message, the sent message. */
  const shown = ({ fieldErrors, error, message }: SnapshotFrom<typeof loginMachine>["context"]) => ({
    fieldErrors,
    error,
    message,
  });
  const nothingShown = { fieldErrors: {}, error: null, message: null };

  /** A live login whose calls answer as `logIn` and `sendResetEmail` say, recording the calls and the app's steps. */
  function startLogin(
    from: LoginFrom,
    answers: { logIn?: () => Promise<LoginAnswer>; sendResetEmail?: () => Promise<unknown> },
  ) {
    const calls: Array<[string, unknown]> = [];
    const effects: Array<[string, unknown]> = [];
    const never = () => new Promise<never>(() => {});
    const machine = loginMachine.provide({
      actors: {
        logIn: fromPromise<LoginAnswer, { email: string; password: string }>(({ input }) => {
          calls.push(["logIn", input]);
          return (answers.logIn ?? never)();
        }),
        sendResetEmail: fromPromise<unknown, string>(({ input }) => {
          calls.push(["sendResetEmail", input]);
          return (answers.sendResetEmail ?? never)();
        }),
      },
      actions: {
        completeLogin: (_, answer) => effects.push(["completeLogin", answer]),
        afterLogin: (_, origin) => effects.push(["afterLogin", origin]),
      },
    });
    const actor = createActor(machine, { input: { email: "", password: "", from } }).start();
    const settled = () =>
      waitFor(actor, (s) => !s.matches({ login: "submitting" }) && !s.matches({ forgot: "sending" }));
    return { actor, calls, effects, settled };
  }

  it("opens in login mode with the prefilled email and password and no messages", () => {
    const actor = createActor(loginMachine, {
      input: { email: "sita@example.com", password: "secret1", from: "modal" },
    }).start();
    expect(actor.getSnapshot().matches({ login: "idle" })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      email: "sita@example.com",
      password: "secret1",
      from: "modal",
      fieldErrors: {},
      error: null,
      message: null,
    });
  });

  it("logs in with the trimmed email, stores the answer, then goes where the login was opened from", async () => {
    const { actor, calls, effects, settled } = startLogin("profile", { logIn: async () => answer });
    actor.send({ type: "login.submitted", email: " ram@example.com ", password: " secret1" });
    expect(actor.getSnapshot().context).toMatchObject({ email: " ram@example.com ", password: " secret1" });
    await settled();
    expect(calls).toEqual([["logIn", { email: "ram@example.com", password: " secret1" }]]);
    expect(actor.getSnapshot().matches("loggedIn")).toBe(true);
    expect(effects).toEqual([
      ["completeLogin", answer],
      ["afterLogin", "profile"],
    ]);
  });

  it("after a failed login shows the field errors and the message, empties the password, and editing clears them", async () => {
    const { actor, settled } = startLogin("page", { logIn: () => Promise.reject(invalid) });
    actor.send({ type: "login.submitted", email: "ram@", password: "secret1" });
    await settled();
    expect(actor.getSnapshot().matches({ login: "idle" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: "ram@", password: "" });
    expect(shown(actor.getSnapshot().context)).toEqual({
      fieldErrors: { email: "The email field must be a valid email address." },
      error: "The given data was invalid.",
      message: null,
    });
    actor.send({ type: "login.fieldEdited", field: "email" });
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
  });

  it("drops an earlier failure's messages when the form is sent again", async () => {
    const { actor, settled } = startLogin("page", { logIn: () => Promise.reject(invalid) });
    actor.send({ type: "login.submitted", email: "ram@", password: "secret1" });
    await settled();
    actor.send({ type: "login.submitted", email: "ram@example.com", password: "secret1" });
    expect(actor.getSnapshot().matches({ login: "submitting" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
  });

  it("opens 'Reset Your Password' without the login's messages and sends the trimmed email", async () => {
    const { actor, calls, settled } = startLogin("modal", {
      logIn: () => Promise.reject(invalid),
      sendResetEmail: async () => ({ message: "We have emailed your reset link." }),
    });
    actor.send({ type: "login.submitted", email: "ram@", password: "secret1" });
    await settled();
    actor.send({ type: "login.forgotPassword" });
    expect(actor.getSnapshot().matches({ forgot: "idle" })).toBe(true);
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
    actor.send({ type: "forgot.submitted", email: " ram@example.com " });
    expect(actor.getSnapshot().context.email).toBe(" ram@example.com ");
    await settled();
    expect(calls.at(-1)).toEqual(["sendResetEmail", "ram@example.com"]);
    expect(actor.getSnapshot().context.message).toBe("We have emailed your reset link.");
    // a second send hides the first one's message while it runs
    actor.send({ type: "forgot.submitted", email: "ram@example.com" });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("says 'Email has been sent successfully!' when the server gives no message", async () => {
    const { actor, settled } = startLogin("page", { sendResetEmail: async () => ({}) });
    actor.send({ type: "login.forgotPassword" });
    actor.send({ type: "forgot.submitted", email: "ram@example.com" });
    await settled();
    expect(actor.getSnapshot().context.message).toBe("Email has been sent successfully!");
    actor.send({ type: "login.backToLogin" });
    expect(actor.getSnapshot().matches({ login: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("shows a failed send's field errors and message, cleared by editing, by sending again, or by going back", async () => {
    const { actor, settled } = startLogin("page", { sendResetEmail: () => Promise.reject(invalid) });
    actor.send({ type: "login.forgotPassword" });
    const fail = async () => {
      actor.send({ type: "forgot.submitted", email: "ram@" });
      await settled();
      expect(actor.getSnapshot().matches({ forgot: "idle" })).toBe(true);
      expect(shown(actor.getSnapshot().context)).toEqual({
        fieldErrors: { email: "The email field must be a valid email address." },
        error: "The given data was invalid.",
        message: null,
      });
    };
    await fail();
    actor.send({ type: "login.fieldEdited", field: "email" });
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
    await fail();
    actor.send({ type: "forgot.submitted", email: "ram@example.com" });
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
    await settled();
    actor.send({ type: "login.backToLogin" });
    expect(shown(actor.getSnapshot().context)).toEqual(nothingShown);
  });
});
