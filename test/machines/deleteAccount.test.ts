import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { deleteAccountMachine } from "../../machines/deleteAccount";
import { deleteAccountSpec } from "./models/deleteAccount.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(deleteAccountSpec);

describe("deleting the account, step by step (docs/product.md §4 account deletion, §5)", () => {
  /** A live modal whose deletion call answers as `answer` says, recording the call and the app's steps. */
  function startDeletion(answer: () => Promise<unknown>) {
    const steps: Array<[string, unknown]> = [];
    const machine = deleteAccountMachine.provide({
      actors: {
        deleteAccount: fromPromise<unknown, string>(({ input }) => {
          steps.push(["deleteAccount", input]);
          return answer();
        }),
      },
      actions: {
        showDeleted: (_, message) => steps.push(["showDeleted", message]),
        logOut: () => steps.push(["logOut", undefined]),
      },
    });
    const actor = createActor(machine).start();
    const settled = () => waitFor(actor, (snapshot) => !snapshot.matches("deleting"));
    return { actor, steps, settled };
  }

  it("refuses any word but 'delete', clears the message on typing, then deletes and logs out", async () => {
    const { actor, steps, settled } = startDeletion(async () => ({}));
    actor.send({ type: "delete.opened" });
    expect(actor.getSnapshot().context).toEqual({ text: "", error: null });
    actor.send({ type: "delete.textChanged", text: "Delete" });
    actor.send({ type: "delete.confirmed" });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ text: "Delete", error: "Please enter correct confirmation message" });
    actor.send({ type: "delete.textChanged", text: "delete" });
    expect(actor.getSnapshot().context).toEqual({ text: "delete", error: null });
    actor.send({ type: "delete.confirmed" });
    await settled();
    expect(actor.getSnapshot().matches("deleted")).toBe(true);
    expect(steps).toEqual([
      ["deleteAccount", "delete"],
      ["showDeleted", "Your account has been deleted successfully!"],
      ["logOut", undefined],
    ]);
  });

  it("cancelling closes the modal with the text and the message cleared", () => {
    const { actor } = startDeletion(async () => ({}));
    actor.send({ type: "delete.opened" });
    actor.send({ type: "delete.textChanged", text: "remove" });
    actor.send({ type: "delete.confirmed" });
    actor.send({ type: "delete.cancelled" });
    expect(actor.getSnapshot().matches("closed")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ text: "", error: null });
  });

  it("on a failed deletion closes the modal and clears the text, without logging out", async () => {
    const { actor, steps, settled } = startDeletion(() => Promise.reject(new Error("An unexpected error occurred.")));
    actor.send({ type: "delete.opened" });
    actor.send({ type: "delete.textChanged", text: "delete" });
    actor.send({ type: "delete.confirmed" });
    await settled();
    expect(actor.getSnapshot().matches("closed")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ text: "", error: null });
    expect(steps).toEqual([["deleteAccount", "delete"]]);
  });
});
