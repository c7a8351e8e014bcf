// Whether a question continues the conversation. A question that names no life area continues the previous
// topic when it asks to explain, names a time shift ("what about next year?"), points back ("that", "अनि",
// "aur") or is short; it then keeps the earlier turn's areas and people. A clearly off-topic question, a greeting
// and a danger never continue a reading.
import { hasAny } from "./text";
import { allOf } from "./vocabulary";

const CONTINUES = allOf((v) => v.continues);
const EXPLAIN = allOf((v) => v.intents.explain);
const MARKERS = allOf((v) => v.markers);
const PERSONAL = allOf((v) => v.personal);
/** A question this short with no area of its own is read as part of the conversation ("is it good?"). */
const SHORT_WORDS = 4;

export function continuesConversation(text: string, hasTimeShift: boolean): boolean {
  const words = text.trim().split(" ").length;
  const short = words <= SHORT_WORDS && hasAny(text, MARKERS); // "is it good?", not "asdf qwerty"
  return hasTimeShift || hasAny(text, EXPLAIN) || hasAny(text, CONTINUES) || short;
}

/** Longest reply read as going on with the topic when it says nothing of its own (see `repliesToTopic`). */
const REPLY_WORDS = 8;

/**
 * A short reply in words of the conversation's languages that names nothing of the asker's own ("सच बोल रहे हो ना?",
 * "which day then?") goes on with the topic; "will my carpet shipment arrive?" is a new question, "asdf" no reply.
 */
export function repliesToTopic(text: string): boolean {
  const words = text.trim().split(" ").length;
  return words <= REPLY_WORDS && hasAny(text, MARKERS) && !hasAny(text, PERSONAL);
}

/** The question points back to the previous turn ("what about", "and", "that"), even when it names an area. */
export function pointsBack(text: string): boolean {
  return hasAny(text, CONTINUES);
}
