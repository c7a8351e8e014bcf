// A move of the time window named in the question: "what about next year?", "अर्को वर्ष", "अगले साल".
import { hasAny } from "./text";
import type { TimeShift } from "./types";
import { VOCABULARIES } from "./vocabulary";

const SHIFTS = Object.values(VOCABULARIES).flatMap((v) => v.timeShifts);

export function timeShiftIn(text: string): TimeShift | null {
  const shift = SHIFTS.find((s) => hasAny(text, s.words));
  return shift ? { yearsAhead: shift.yearsAhead } : null;
}
