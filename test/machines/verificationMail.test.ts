import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  VERIFICATION_MAIL_FAILED,
  VERIFICATION_MAIL_SENT,
  verificationMailMachine,
} from "../../machines/verificationMail";
import { verificationMailSpec } from "./models/verificationMail.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(verificationMailSpec);

// docs/product.md: a member not verified yet can ask for another verification mail from the profile.
describe("sending the verification mail again", () => {
  function start(answer: () => Promise<unknown>) {
    const sent: string[] = [];
    const machine = verificationMailMachine.provide({
      actors: {
        sendVerificationMail: fromPromise<unknown, string>(({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    });
    return { actor: createActor(machine).start(), sent };
  }

  it("sends the member's address trimmed, disables the button meanwhile, then says to check the mail", async () => {
    const { actor, sent } = start(async () => ({ message: "accepted" }));
    expect(actor.getSnapshot().context).toMatchObject({ message: null, error: null });
    actor.send({ type: "verificationMail.requested", email: " sita@example.com " });
    expect(actor.getSnapshot().value).toBe("sending");
    actor.send({ type: "verificationMail.requested", email: " sita@example.com " });
    const done = await waitFor(actor, (s) => s.matches("idle"));
    expect(sent).toEqual(["sita@example.com"]);
    expect(done.context).toMatchObject({ message: VERIFICATION_MAIL_SENT, error: null });
  });

  it("shows the server's refusal (too many mails) and its own words when the server gives none; it can try again", async () => {
    let answer: () => Promise<unknown> = async () => {
      throw new Error("Too many attempts. Please try again in 15 minutes.");
    };
    const { actor, sent } = start(() => answer());
    actor.send({ type: "verificationMail.requested", email: " sita@example.com " });
    let done = await waitFor(actor, (s) => s.matches("idle"));
    expect(done.context).toMatchObject({ error: "Too many attempts. Please try again in 15 minutes.", message: null });
    answer = async () => {
      throw new Error("");
    };
    actor.send({ type: "verificationMail.requested", email: " sita@example.com " });
    expect(actor.getSnapshot().context.error).toBeNull();
    done = await waitFor(actor, (s) => s.matches("idle"));
    expect(done.context.error).toBe(VERIFICATION_MAIL_FAILED);
    answer = async () => ({});
    actor.send({ type: "verificationMail.requested", email: " sita@example.com " });
    done = await waitFor(actor, (s) => s.matches("idle"));
    expect(done.context).toMatchObject({ message: VERIFICATION_MAIL_SENT, error: null });
    expect(sent).toHaveLength(3);
  });
});
