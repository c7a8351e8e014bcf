// Whether a question continues the conversation. A question that names no life area continues the previous
// topic when it asks to explain, names a time shift ("what about next year?"), points back ("that", "अनि",
// "aur") or is short; it then keeps the earlier turn's areas and people. A clearly off-topic question, a greeting
// and a danger never continue a reading.
import { hasAny } from "./text";
import { allOf } from "./vocabulary";

const CONTINUES = allOf((v) => v.continues);
const EXPLAIN = allOf((v) => v.intents.explain);
const MARKERS = allOf((v) => v.markers);
/** A question this short with no area of its own is read as part of the conversation ("is it good?"). */
const SHORT_WORDS = 4;

export function continuesConversation(text: string, hasTimeShift: boolean): boolean {
  const words = text.trim().split(" ").length;
  const short = words <= SHORT_WORDS && hasAny(text, MARKERS); // "is it good?", not "asdf qwerty"
  return hasTimeShift || hasAny(text, EXPLAIN) || hasAny(text, CONTINUES) || short;
}

/** The question points back to the previous turn ("what about", "and", "that"), even when it names an area. */
export function pointsBack(text: string): boolean {
  return hasAny(text, CONTINUES);
}
