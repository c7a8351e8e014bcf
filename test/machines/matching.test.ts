import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { MatchAnswer, MatchRequest, MatchView } from "../../contract/matching";
import { matchingMachine, matchRequest } from "../../machines/matching";
import { sampleMatch } from "../support/match-sample";
import { validBirth } from "./models/getStarted.model";
import { matchingSpec } from "./models/matching.model";
import { describeMachineWalk } from "./support/describeWalk";

describeMachineWalk(matchingSpec);

const settle = () => new Promise((r) => setImmediate(r));

describe("matching, beyond the walk", () => {
  it("sends the partner's details as /api/astro-details takes them, a guest's session id and nothing else", () => {
    expect(matchRequest({ ...validBirth, birth_time: "7:05 AM" }, "s-9")).toEqual({
      name: "Ram Bahadur Thapa",
      gender: "male",
      birth_date: "1990-04-12",
      birth_time: "07:05",
      birth_place: "Kathmandu",
      country: "Nepal",
      session_id: "s-9",
    });
    expect(matchRequest({ ...validBirth, country: "", place_id: null }, null)).toEqual({
      name: "Ram Bahadur Thapa",
      gender: "male",
      birth_date: "1990-04-12",
      birth_time: "14:30",
      birth_place: "Kathmandu",
    });
  });

  it("converts a BS birth date to AD before sending", async () => {
    const sent: MatchRequest[] = [];
    const machine = matchingMachine.provide({
      actors: {
        loadMatches: fromPromise<MatchView[], string | null>(async () => []),
        createMatch: fromPromise<MatchAnswer, MatchRequest>(async ({ input }) => {
          sent.push(input);
          return { status: "success", match: sampleMatch("m-1") };
        }),
      },
    });
    const actor = createActor(machine, { input: { sessionId: null, calendar: "BS" } }).start();
    actor.send({ type: "form.submitted", values: { ...validBirth, birth_date: "" } });
    await settle();
    expect(sent.map((request) => request.birth_date)).toEqual(["1990-04-12"]);
    expect(actor.getSnapshot().matches({ match: "showing" })).toBe(true);
  });

  it("keeps a match made while the saved list was loading in front of the loaded ones", async () => {
    let answerList: (matches: MatchView[]) => void = () => {};
    const machine = matchingMachine.provide({
      actors: {
        loadMatches: fromPromise<MatchView[], string | null>(
          () =>
            new Promise((resolve) => {
              answerList = resolve;
            }),
        ),
        createMatch: fromPromise<MatchAnswer, MatchRequest>(async () => ({
          status: "success",
          match: sampleMatch("m-new"),
        })),
      },
    });
    const actor = createActor(machine, { input: { sessionId: "g", calendar: "AD" } }).start();
    actor.send({ type: "form.submitted", values: validBirth });
    await settle();
    answerList([sampleMatch("m-new"), sampleMatch("m-old")]);
    await settle();
    expect(actor.getSnapshot().context.matches.map((match) => match.id)).toEqual(["m-new", "m-old"]);
  });

  it("a saved match cannot be opened while a new one is being made", async () => {
    const machine = matchingMachine.provide({
      actors: {
        loadMatches: fromPromise<MatchView[], string | null>(async () => [sampleMatch("m-old")]),
        createMatch: fromPromise<MatchAnswer, MatchRequest>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(machine, { input: { sessionId: "g", calendar: "AD" } }).start();
    await settle();
    actor.send({ type: "form.submitted", values: validBirth });
    actor.send({ type: "match.opened", id: "m-old" });
    expect(actor.getSnapshot().matches({ match: "submitting" })).toBe(true);
  });
});

/** /matching opened with every call held until the test answers it (the adapters' boundary). */
function openMatching(input: { sessionId: string | null; calendar: "AD" | "BS" } = { sessionId: "g", calendar: "AD" }) {
  const calls: Array<{ actor: string; input: unknown }> = [];
  const held = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const heldActor = <Output, Input>(name: string) =>
    fromPromise<Output, Input>(
      ({ input: given }) =>
        new Promise<Output>((resolve, reject) => {
          calls.push({ actor: name, input: given });
          held.set(name, { resolve: (value) => resolve(value as Output), reject });
        }),
    );
  const effects: Array<[string, unknown]> = [];
  const actor = createActor(
    matchingMachine.provide({
      actors: {
        loadMatches: heldActor<MatchView[], string | null>("loadMatches"),
        createMatch: heldActor<MatchAnswer, MatchRequest>("createMatch"),
        pickDate: heldActor<string | null, string>("pickDate"),
        pickTime: heldActor<string | null, string>("pickTime"),
      },
      actions: {
        matchSaved: (_, match) => effects.push(["matchSaved", match]),
        askGuru: (_, ask) => effects.push(["askGuru", ask]),
      },
    }),
    { input },
  ).start();
  const settleCall = async (name: string, outcome: { output?: unknown; error?: unknown }) => {
    const call = held.get(name);
    if (!call) throw new Error(`${name} is not running`);
    held.delete(name);
    if ("error" in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await settle();
  };
  return {
    actor,
    calls,
    effects,
    context: () => actor.getSnapshot().context,
    answer: (name: string, output: unknown) => settleCall(name, { output }),
    fail: (name: string, error: unknown) => settleCall(name, { error }),
  };
}

const SESSION_UNKNOWN = "This session is unknown. Please generate your kundali again.";

describe("matching's messages, list and requests", () => {
  it("shows the form at once while the saved matches load", () => {
    const page = openMatching();
    expect(page.actor.getSnapshot().matches({ saved: "loading", match: { editing: "idle" } })).toBe(true);
    expect(page.calls).toEqual([{ actor: "loadMatches", input: "g" }]);
  });

  it("puts a 422's form fields under them and anything else above the button", async () => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.fail("createMatch", {
      message: "The given data was invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: {
        name: ["The name must be your full name."],
        gender: ["The gender is invalid."],
        birth_date: ["The birth date is invalid."],
        birth_time: ["The birth time is invalid."],
        birth_place: ["The birth place could not be found."],
        session_id: [SESSION_UNKNOWN],
      },
    });
    expect(page.actor.getSnapshot().matches({ match: { editing: "idle" } })).toBe(true);
    expect(page.context().errors).toEqual({
      name: "The name must be your full name.",
      gender: "The gender is invalid.",
      birth_date: "The birth date is invalid.",
      birth_time: "The birth time is invalid.",
      birth_place: "The birth place could not be found.",
    });
    expect(page.context().error).toBe(SESSION_UNKNOWN);
  });

  it("a 422 naming form fields only shows nothing above the button", async () => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.fail("createMatch", {
      message: "The given data was invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: { birth_place: ["The birth place could not be found."] },
    });
    expect(page.context().errors).toEqual({ birth_place: "The birth place could not be found." });
    expect(page.context().error).toBeNull();
  });

  it("a 422 naming no form field shows its field's message above the button", async () => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.fail("createMatch", {
      message: "The given data was invalid.",
      kind: "validation",
      status: 422,
      fieldErrors: { session_id: [SESSION_UNKNOWN] },
    });
    expect(page.context().errors).toEqual({});
    expect(page.context().error).toBe(SESSION_UNKNOWN);
  });

  it.each([
    ["no chart (409)", "Please generate your kundali first: the guru answers from your birth chart.", 409],
    ["the hourly limit (429)", "Too many attempts. Please try again in 42 minutes.", 429],
    ["offline", "You are offline. Check your internet connection.", null],
  ])("shows %s above the button, with no field messages", async (_, message, status) => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.fail("createMatch", { kind: "http" as const, message, status, fieldErrors: {} });
    expect(page.context().errors).toEqual({});
    expect(page.context().error).toBe(message);
  });

  it.each([
    ["an error answer", { status: "error" }],
    ["an error answer with a match", { status: "error", match: sampleMatch("m-x") }],
    ["a success without the match", { status: "success" }],
  ])("treats %s as unexpected: the form stays with the general message", async (_, answer) => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.answer("createMatch", answer);
    expect(page.actor.getSnapshot().matches({ match: "editing" })).toBe(true);
    expect(page.context().error).toBe("An unexpected error occurred.");
    expect(page.context().current).toBeNull();
    expect(page.effects).toEqual([]);
  });

  it("shows a new match first in the list, once, even when the list already held it", async () => {
    const page = openMatching();
    const [older, remade] = [sampleMatch("m-older"), sampleMatch("m-remade", "Gita Karki")];
    await page.answer("loadMatches", [sampleMatch("m-remade"), older]);
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.answer("createMatch", { status: "success", match: remade });
    expect(page.actor.getSnapshot().matches({ match: "showing" })).toBe(true);
    expect(page.context().current).toBe(remade);
    expect(page.context().matches).toEqual([remade, older]);
    expect(page.effects).toEqual([["matchSaved", remade]]);
  });

  it("keeps a match made while the list loaded in front of a list that does not have it yet", async () => {
    const page = openMatching();
    const [made, older] = [sampleMatch("m-made"), sampleMatch("m-older")];
    page.actor.send({ type: "form.submitted", values: validBirth });
    await page.answer("createMatch", { status: "success", match: made });
    await page.answer("loadMatches", [older]);
    expect(page.context().matches).toEqual([made, older]);
    expect(page.context().listError).toBeNull();
  });

  it("opens the saved match that was picked", async () => {
    const page = openMatching();
    const [first, second] = [sampleMatch("m-1"), sampleMatch("m-2", "Gita Karki")];
    await page.answer("loadMatches", [first, second]);
    page.actor.send({ type: "match.opened", id: "m-2" });
    expect(page.actor.getSnapshot().matches({ match: "showing" })).toBe(true);
    expect(page.context().current).toBe(second);
    page.actor.send({ type: "match.opened", id: "m-1" });
    expect(page.context().current).toBe(first);
  });

  it("keeps a well-formed picked date and time, clearing their messages only", async () => {
    const page = openMatching();
    page.actor.send({ type: "form.submitted", values: { ...validBirth, birth_date: "", birth_time: "", gender: "" } });
    expect(Object.keys(page.context().errors).sort()).toEqual(["birth_date", "birth_time", "gender"]);
    page.actor.send({ type: "form.datePickRequested" });
    expect(page.calls.at(-1)).toEqual({ actor: "pickDate", input: "" });
    await page.answer("pickDate", "1992-03-14");
    page.actor.send({ type: "form.timePickRequested" });
    expect(page.calls.at(-1)).toEqual({ actor: "pickTime", input: "" });
    await page.answer("pickTime", "6:45 AM");
    expect(page.context().picked).toEqual({ birth_date: "1992-03-14", birth_time: "06:45" });
    expect(page.context().errors).toEqual({ gender: "The gender field is required" });
    // the picker opens on the kept value next time
    page.actor.send({ type: "form.datePickRequested" });
    expect(page.calls.at(-1)).toEqual({ actor: "pickDate", input: "1992-03-14" });
  });

  it("an edit clears that field's message and the general one; the calendar switch clears the date's", async () => {
    const page = openMatching({ sessionId: null, calendar: "BS" });
    page.actor.send({
      type: "form.submitted",
      values: { ...validBirth, name: "", birth_date_bs: { year: "", month: "", day: "" } },
    });
    expect(Object.keys(page.context().errors).sort()).toEqual(["birth_date", "name"]);
    page.actor.send({ type: "form.fieldEdited", field: "name" });
    expect(Object.keys(page.context().errors)).toEqual(["birth_date"]);
    page.actor.send({ type: "form.calendarChosen", calendar: "AD" });
    expect(page.context().calendar).toBe("AD");
    expect(page.context().errors).toEqual({});
  });

  it("keeps the submitted values, with a BS date also in AD, to refill the form", () => {
    const page = openMatching({ sessionId: null, calendar: "BS" });
    page.actor.send({ type: "form.submitted", values: { ...validBirth, birth_date: "" } });
    expect(page.context().values).toEqual({ ...validBirth, calendar: "BS", birth_date: "1990-04-12" });
  });
});
