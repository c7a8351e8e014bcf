// Whether a question says the asker may be in danger: a crisis (self-harm, suicidal words) or an emergency
// happening now. Checked before anything else, so that no reading is given and nothing is charged.
import { hasAny, normalise } from "../understand/text";
import { ACUTE_SIGNS, ALWAYS_ACUTE, CRISIS_WORDS, NOW_WORDS } from "./danger-words";

export type Danger = "crisis" | "emergency";

export function dangerIn(question: string): Danger | null {
  const text = normalise(question);
  if (hasAny(text, CRISIS_WORDS)) return "crisis";
  if (hasAny(text, ALWAYS_ACUTE)) return "emergency";
  if (hasAny(text, ACUTE_SIGNS) && hasAny(text, NOW_WORDS)) return "emergency";
  return null;
}
