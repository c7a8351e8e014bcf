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
