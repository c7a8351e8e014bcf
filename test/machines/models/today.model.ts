import assert from "node:assert/strict";
import type { PanchangAnswer } from "../../../contract/panchang";
import { type Natal, todayMachine } from "../../../machines/today";
import type { MachineWalkSpec } from "../support/walk";

/** Kathmandu's day as GET /api/panchang answered it (nepal mode, 29 November 2026). */
export const sampleDay = {
  date: "2026-11-29",
  mode: "nepal",
  provisional: true,
  place: { id: null, name: null, lat: 27.7017, lon: 85.3206 },
  time_zone: "Asia/Kathmandu",
  sunrise: "2026-11-29T06:41:00+05:45",
  sunset: "2026-11-29T17:09:00+05:45",
  vara: { number: 1, name: "Sunday" },
  tithi: { number: 21, paksha: "krishna", name: "Shashthi", ends_at: "2026-11-29T20:00:00+05:45" },
  nakshatra: { number: 10, name: "Magha", ends_at: "2026-11-30T01:00:00+05:45" },
  yoga: { number: 12, name: "Dhruva", ends_at: "2026-11-29T15:00:00+05:45" },
  karana: { number: 41, name: "Vanija", ends_at: "2026-11-29T08:00:00+05:45" },
  rahu_kaal: { start: "2026-11-29T15:50:00+05:45", end: "2026-11-29T17:09:00+05:45" },
  moon_sign: { number: 5, name: "Leo" },
  bs_date: { year: 2083, month: 8, day: 13 },
  festivals: [],
} satisfies PanchangAnswer;

export const sampleNatal: Natal = {
  moon: { sign: 1, nakshatra: 1 },
  birthPlace: { kind: "coordinates", name: "Kathmandu, Nepal", lat: 27.7017, lon: 85.3206, timeZone: "Asia/Kathmandu" },
};

const noKundali = Object.assign(new Error("There is no kundali yet. Please enter your birth details first."), {
  status: 404,
});

export const todaySpec: MachineWalkSpec = {
  name: "today",
  machine: todayMachine,
  inputs: [
    { natal: null, place: null, kept: null },
    { natal: sampleNatal, place: { kind: "city", id: 7, name: "Pokhara, Nepal" }, kept: null },
  ],
  events: () => [
    { type: "today.retried" },
    { type: "place.chosen", place: { kind: "city", id: 9, name: "Delhi, India" } },
    { type: "place.reset" },
  ],
  outputs: { loadNatal: [sampleNatal], loadDay: [sampleDay] },
  errors: {
    loadNatal: [noKundali, new Error("No internet connection.")],
    loadDay: [new Error("No internet connection.")],
  },
  recordedActions: ["rememberPlace", "keepDay"],
  states: {
    ready: ({ snapshot }) => {
      assert.equal(snapshot.context.day, sampleDay);
      assert.equal(snapshot.context.moon, sampleNatal.moon);
      assert.equal(snapshot.context.error, null);
    },
    failed: ({ snapshot }) => assert.equal(snapshot.context.error, "No internet connection."),
  },
};
