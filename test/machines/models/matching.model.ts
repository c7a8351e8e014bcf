import assert from "node:assert/strict";
import type { MatchView } from "../../../contract/matching";
import { BIRTH_DATE_REQUIRED, type BirthFormValues } from "../../../machines/lib/birthForm";
import type { CallFailure } from "../../../machines/lib/callFailure";
import { matchingMachine } from "../../../machines/matching";
import { sampleMatch } from "../../support/match-sample";
import type { MachineWalkSpec } from "../support/walk";
import { validBirth } from "./getStarted.model";

const SAVED = sampleMatch("m-saved", "Gita Karki", 18);
const MADE = sampleMatch("m-made");
const QUESTION = "Are we compatible for marriage?";

const partner: BirthFormValues = {
  ...validBirth,
  name: "  Sita Sharma ",
  gender: "female",
  place_id: 1283240,
};
const empty: BirthFormValues = {
  name: "",
  gender: "",
  calendar: "AD",
  birth_date: "",
  birth_date_bs: { year: "", month: "", day: "" },
  birth_time: "",
  birth_place: "",
  country: "",
};
const noSuchBsDay: BirthFormValues = { ...partner, birth_date_bs: { year: "2081", month: "1", day: "32" } };
const NO_SUCH_DAY = "There is no 32 Baishakh 2081: Baishakh 2081 has 31 days.";

const fieldFailure: CallFailure = {
  message: "The given data was invalid.",
  kind: "validation",
  status: 422,
  fieldErrors: {
    birth_place: ["The birth place could not be found. Please choose a place from the suggestions."],
    session_id: ["This session is unknown. Please generate your kundali again."],
  },
};
const noChart: CallFailure = {
  message: "Please generate your kundali first: the guru answers from your birth chart.",
  kind: "http",
  status: 409,
  fieldErrors: {},
};
const tooMany: CallFailure = {
  message: "Too many attempts. Please try again in 42 minutes.",
  kind: "http",
  status: 429,
  fieldErrors: {},
};
const OFFLINE = "You are offline. Check your internet connection.";

const FORM_ERRORS = [
  noChart.message,
  tooMany.message,
  OFFLINE,
  "An unexpected error occurred.",
  "This session is unknown. Please generate your kundali again.",
];

export const matchingSpec: MachineWalkSpec = {
  name: "matching",
  machine: matchingMachine,
  inputs: [
    { sessionId: "guest-1", calendar: "AD" },
    { sessionId: null, calendar: "BS" },
  ],
  // Transitions, not every combination, are what must be walked: events are offered in phases so the graph stays
  // small (nothing while a call is out; the saved list's retry alone while it failed; a form with messages offers
  // only the edit and a good submission; after a match was made, only what a result leads to).
  events: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches({ saved: "loading" })) return [];
    if (snapshot.matches({ saved: "failed" })) return [{ type: "saved.retried" }];
    if (snapshot.matches({ match: "showing" }))
      return [
        ...context.matches.map((match: MatchView) => ({ type: "match.opened", id: match.id })),
        { type: "match.opened", id: "m-unknown" },
        { type: "match.newRequested" },
        { type: "match.askGuru", question: ` ${QUESTION} ` },
        { type: "match.askGuru", question: "  " },
      ];
    if (!snapshot.matches({ match: { editing: "idle" } })) return [];
    const ids = context.matches.map((match: MatchView) => match.id);
    const edited = context.calendar === "BS" ? "birth_date" : "name";
    if (ids.includes("m-made"))
      return [
        { type: "form.submitted", values: partner },
        { type: "match.opened", id: "m-made" },
      ];
    const quiet = Object.keys(context.errors).length === 0 && context.error === null;
    if (!quiet)
      return [
        { type: "form.fieldEdited", field: edited },
        { type: "form.submitted", values: partner },
      ];
    const picked = context.picked.birth_date !== "" || context.picked.birth_time !== "";
    if (picked) return [{ type: "form.submitted", values: partner }];
    return [
      { type: "form.submitted", values: empty },
      { type: "form.submitted", values: partner },
      ...(context.calendar === "BS"
        ? [
            { type: "form.submitted", values: noSuchBsDay },
            { type: "form.calendarChosen", calendar: "AD" },
          ]
        : [
            { type: "form.datePickRequested" },
            { type: "form.timePickRequested" },
            { type: "form.calendarChosen", calendar: "BS" },
          ]),
      { type: "form.fieldEdited", field: edited },
      ...ids.map((id: string) => ({ type: "match.opened", id })),
      { type: "match.opened", id: "m-unknown" },
    ];
  },
  outputs: {
    loadMatches: [[SAVED], []],
    createMatch: [{ status: "success", match: MADE }, { status: "error" }],
    pickDate: ["1992-03-14", "14/03/1992"],
    pickTime: ["6:45 AM"],
  },
  errors: {
    loadMatches: [new Error("An unexpected error occurred.")],
    createMatch: [fieldFailure, noChart, tooMany, new Error(OFFLINE), new Error("An unexpected error occurred.")],
    pickDate: [new Error("The native bridge is missing (handler date-picker).")],
    pickTime: [new Error("The native bridge is missing (handler time-picker).")],
  },
  recordedActions: ["matchSaved", "askGuru"],
  limit: 60_000,
  // What tells states apart: which matches are known and shown, the form's messages, the pickers and the calendar
  // (the values kept to refill the form are the view's business; the request is checked in match.submitting).
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      matches: snapshot.context.matches.map((match: MatchView) => match.id),
      current: snapshot.context.current?.id ?? null,
      listError: snapshot.context.listError,
      errors: Object.keys(snapshot.context.errors).sort(),
      error: snapshot.context.error,
      picked: [snapshot.context.picked.birth_date !== "", snapshot.context.picked.birth_time !== ""],
      calendar: snapshot.context.calendar,
    }),
  states: {
    "saved.loading": ({ calls, snapshot }) => {
      const call = calls.filter((c) => c.actor === "loadMatches").at(-1);
      assert.deepEqual(call, { actor: "loadMatches", input: snapshot.context.sessionId });
      assert.equal(snapshot.context.listError, null);
    },
    "saved.failed": ({ snapshot }) => assert.equal(snapshot.context.listError, "An unexpected error occurred."),
    "saved.ready": ({ snapshot }) => {
      assert.equal(snapshot.context.listError, null);
      // newest first, each once: a match made while the list loaded stays in front of the loaded ones
      const ids = snapshot.context.matches.map((match: MatchView) => match.id);
      assert.equal(new Set(ids).size, ids.length);
      if (ids.includes("m-made")) assert.equal(ids[0], "m-made");
    },
    "match.editing": ({ snapshot }) => {
      const { error, errors, picked, calendar } = snapshot.context;
      if (error !== null) assert.ok(FORM_ERRORS.includes(error), error);
      if (errors.gender) assert.equal(errors.gender, "The gender field is required");
      if (errors.birth_time) assert.equal(errors.birth_time, "The birth time is required");
      if (errors.birth_place)
        assert.ok(
          [
            "The birth place is required",
            "The birth place could not be found. Please choose a place from the suggestions.",
          ].includes(errors.birth_place),
        );
      if (errors.birth_date)
        assert.ok(
          (calendar === "BS" ? [NO_SUCH_DAY, BIRTH_DATE_REQUIRED] : [BIRTH_DATE_REQUIRED]).includes(errors.birth_date),
          errors.birth_date,
        );
      // a 422's session_id is no form field: it shows above the button, never under a field
      assert.equal(errors.session_id, undefined);
      // only well-formed picker answers reach the form
      assert.ok(["", "1992-03-14"].includes(picked.birth_date), picked.birth_date);
      assert.ok(["", "06:45"].includes(picked.birth_time), picked.birth_time);
    },
    "match.editing.pickingDate": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickDate", input: snapshot.context.picked.birth_date }),
    "match.editing.pickingTime": ({ calls, snapshot }) =>
      assert.deepEqual(calls.at(-1), { actor: "pickTime", input: snapshot.context.picked.birth_time }),
    "match.submitting": ({ calls, snapshot }) => {
      const call = calls.filter((c) => c.actor === "createMatch").at(-1);
      // the partner's details as /api/astro-details takes them: AD date, HH:MM, trimmed name; a guest's session;
      // no bot token and no categories
      const expected: Record<string, unknown> = {
        name: "Sita Sharma",
        gender: "female",
        birth_date: "1990-04-12",
        birth_time: "14:30",
        birth_place: "Kathmandu",
        country: "Nepal",
        place_id: 1283240,
      };
      if (snapshot.context.sessionId) expected.session_id = snapshot.context.sessionId;
      assert.deepEqual(call?.input, expected);
      assert.deepEqual(snapshot.context.errors, {});
      assert.equal(snapshot.context.error, null);
    },
    "match.showing": ({ snapshot, actions }) => {
      const { current, matches } = snapshot.context;
      assert.ok(current, "a match is shown");
      assert.ok(
        matches.some((match: MatchView) => match.id === current.id),
        "the shown match is in the list",
      );
      // the question goes out trimmed, with the match it is about; a blank one never goes
      for (const action of actions.filter((a) => a.name === "askGuru")) {
        const params = action.params as { question: string; match: MatchView };
        assert.equal(params.question, QUESTION);
        assert.ok(matches.some((match: MatchView) => match.id === params.match.id));
      }
      for (const action of actions.filter((a) => a.name === "matchSaved")) assert.deepEqual(action.params, MADE);
      if (current.id === "m-made") assert.equal(matches[0]?.id, "m-made");
    },
  },
};
