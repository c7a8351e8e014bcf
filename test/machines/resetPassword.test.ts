import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { CallFailure } from "../../machines/lib/callFailure";
import { RESET_DONE, resetPasswordMachine } from "../../machines/resetPassword";
import { resetPasswordSpec } from "./models/resetPassword.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(resetPasswordSpec);

const settle = () => new Promise((r) => setImmediate(r));

/** The page opened from the mail's link; the reset call answers with `answer` (or fails when it throws). */
function open(answer: () => Promise<unknown>, linkInAddress = true) {
  const sent: unknown[] = [];
  const effects: Array<[string, unknown]> = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
      actions: {
        forgetLink: () => effects.push(["forgetLink", undefined]),
        notifyDone: (_, message) => effects.push(["notifyDone", message]),
        goToLogin: () => effects.push(["goToLogin", undefined]),
      },
    }),
    { input: { token: "t-1", email: "ram@example.com", linkInAddress } },
  ).start();
  return { actor, sent, effects };
}

const good = { email: " ram@example.com ", password: "secret1", password_confirmation: "secret1" };

describe("resetPassword, beyond the walk", () => {
  it("words the page as the product does", () => {
    expect(RESET_DONE).toBe("Reset password successfully!");
  });

  it("starts on an empty form, with the link taken out of the address only when it was there", () => {
    const fromMail = open(async () => ({}));
    expect(fromMail.actor.getSnapshot().matches("editing")).toBe(true);
    expect(fromMail.actor.getSnapshot().context).toEqual({
      request: { token: "t-1", email: "ram@example.com", password: "", password_confirmation: "" },
      fieldErrors: {},
      error: null,
      message: null,
      linkInAddress: true,
    });
    expect(fromMail.effects).toEqual([["forgetLink", undefined]]);
    expect(open(async () => ({}), false).effects).toEqual([]);
  });

  it("shows the client checks under the fields and sends nothing; an edit clears that field's message", () => {
    const { actor, sent } = open(async () => ({}));
    actor.send({ type: "reset.submitted", email: " ", password: "12345", password_confirmation: "54321" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: "The email field is required.",
      password: "The password field must be at least 6 characters.",
      password_confirmation: "Password does not match",
    });
    actor.send({ type: "reset.fieldEdited", field: "password" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: "The email field is required.",
      password_confirmation: "Password does not match",
    });
    expect(sent).toEqual([]);
  });

  it("sends the token, the trimmed email and both passwords, then toasts the server's message and goes to login", async () => {
    const { actor, sent, effects } = open(async () => ({ data: { message: "Your password has been reset." } }));
    actor.send({ type: "reset.submitted", ...good });
    expect(actor.getSnapshot().matches("submitting")).toBe(true);
    await settle();
    expect(sent).toEqual([
      { token: "t-1", email: "ram@example.com", password: "secret1", password_confirmation: "secret1" },
    ]);
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context.message).toBe("Your password has been reset.");
    expect(effects.slice(1)).toEqual([
      ["notifyDone", "Your password has been reset."],
      ["goToLogin", undefined],
    ]);
  });

  it("toasts the product's default when the server's answer has no message", async () => {
    const { actor, effects } = open(async () => ({}));
    actor.send({ type: "reset.submitted", ...good });
    await settle();
    expect(effects.slice(1)).toEqual([
      ["notifyDone", "Reset password successfully!"],
      ["goToLogin", undefined],
    ]);
  });

  it("puts a 422's messages under the fields and its message above the button; an edit clears the latter", async () => {
    const expired: CallFailure = {
      message: "The given data was invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: { email: ["This password reset token is invalid."] },
    };
    const { actor } = open(() => Promise.reject(expired));
    actor.send({ type: "reset.submitted", ...good });
    await settle();
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: "This password reset token is invalid." });
    expect(actor.getSnapshot().context.error).toBe("The given data was invalid.");
    actor.send({ type: "reset.fieldEdited", field: "email" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
