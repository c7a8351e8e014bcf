// Understanding a question in its conversation: language, danger, people, areas, time shift, follow-up and intent,
// each found by its own module; this file only puts them together in the order they depend on each other.
import type { GuruLanguage, GuruReplyKind, GuruTurn } from "../contract";
import type { LifeArea } from "../life-areas";
import { dangerIn } from "../safety/danger";
import { areasIn } from "./areas";
import { continuesConversation, pointsBack } from "./follow-up";
import { intentOf, looksOffTopic } from "./intent";
import { languageOf } from "./language";
import { NATURAL_AREA, OWN_SIDE, personMentioned, withoutPerson } from "./people";
import { hasAny, normalise } from "./text";
import { timeShiftIn } from "./time-shift";
import type { GuruIntent, GuruSubject, Understanding } from "./types";
import { allOf } from "./vocabulary";

const LIFE = allOf((v) => v.life);
const GREETING = allOf((v) => v.intents.greeting);
const MATCHING = allOf((v) => v.matching);

export function understand(question: string, history: GuruTurn[], uiLanguage: GuruLanguage): Understanding {
  const [understood] = understandConversation([...history, { question }], uiLanguage).slice(-1);
  if (!understood) throw new Error("a conversation with a question has a last turn");
  return understood;
}

/**
 * Every turn of a conversation understood, oldest first, each once and with the topic before it: the last turn that
 * was about an area of life is the topic a follow-up continues.
 */
export function understandConversation(turns: Pick<GuruTurn, "question">[], uiLanguage: GuruLanguage): Understanding[] {
  let topic: Understanding | null = null;
  return turns.map((turn, i) => {
    const understood = understandAfterRemembered(turn.question, topic, i > 0, uiLanguage);
    if (understood.area) topic = understood;
    return understood;
  });
}

/**
 * Turns understood before, remembered: every question brings its conversation's earlier turns again (and the chat and
 * the guru each ask), and a turn's understanding depends only on its text, the language, whether it has history and
 * the topic's areas, subject and intent. Bounded; the oldest entry goes first. Results are shared: treat as read-only.
 */
const remembered = new Map<string, Understanding>();
const REMEMBERED_TURNS = 5000;

function understandAfterRemembered(
  question: string,
  topic: Understanding | null,
  hasHistory: boolean,
  uiLanguage: GuruLanguage,
): Understanding {
  const topicKey = topic ? `${topic.areas.join(",")}/${topic.subject}/${topic.intent}` : "";
  const key = `${uiLanguage}\u0000${hasHistory ? 1 : 0}\u0000${topicKey}\u0000${question}`;
  const known = remembered.get(key);
  if (known) return known;
  const understood = understandAfter(question, topic, hasHistory, uiLanguage);
  if (remembered.size >= REMEMBERED_TURNS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, understood);
  return understood;
}

function understandAfter(
  question: string,
  topic: Understanding | null,
  hasHistory: boolean,
  uiLanguage: GuruLanguage,
): Understanding {
  const text = normalise(question);
  const language = languageOf(question, text, uiLanguage);
  const danger = dangerIn(question);
  const mention = personMentioned(text);
  let areas: LifeArea[] = areasIn(withoutPerson(text, mention));
  let subject: GuruSubject = "self";
  if (mention) {
    const rest = areas;
    const natural = NATURAL_AREA[mention.person];
    if (rest.length === 0) {
      // "What will my wife be like?" is the asker's own marriage; "how is my mother?" is about the mother.
      areas = natural ? [natural] : [];
      subject = mention.person === "spouse" || mention.person === "partner" ? "self" : mention.person;
    } else if (!OWN_SIDE[mention.person].includes(rest[0] as LifeArea)) {
      subject = mention.person;
    }
  }
  const timeShift = timeShiftIn(text);
  const life = hasAny(text, LIFE);

  if (danger) {
    // No reading is given to someone in danger: nothing to place.
    areas = [];
    subject = "self";
  }
  let followUp = false;
  let inherited = false;
  let previous: Understanding | null = null;
  const mayContinue =
    !danger && hasHistory && !looksOffTopic(text) && !(areas.length === 0 && !life && greetingOnly(text));
  if (mayContinue && areas.length === 0 && !life && continuesConversation(text, timeShift !== null)) {
    previous = topic;
    if (previous) {
      followUp = true;
      inherited = true;
      areas = previous.areas;
      subject = previous.subject;
    }
  } else if (mayContinue && pointsBack(text)) {
    previous = topic;
    followUp = previous !== null;
  }

  const aboutLife = areas.length > 0 || life;
  const read = intentOf({ question, text, language: language.language, danger, aboutLife });
  let intent = read.intent;
  // "What about next year?" asks again what the previous turn asked, for the new window.
  if (
    inherited &&
    previous &&
    intent === "general" &&
    !["explain", "greeting", "off_topic"].includes(previous.intent)
  ) {
    intent = previous.intent;
  }
  return {
    intent,
    areas,
    area: areas[0] ?? null,
    timing: intent === "when" || timeShift !== null,
    options: read.options,
    subject,
    ...language,
    timeShift,
    followUp,
    aboutMatch: !danger && hasAny(text, MATCHING),
    replyKind: replyKindOf(intent, areas.length > 0),
  };
}

function greetingOnly(text: string): boolean {
  return hasAny(text, GREETING);
}

/**
 * The kind of reply an understanding calls for: a reading when an area is placed, or one of the free replies.
 * A question about the asker's life with no area ("what does my future look like?") is "unplaced": the chat does not
 * reserve a question for it, and charges one only if the guru answers it with a reading after all.
 */
function replyKindOf(intent: GuruIntent, placed: boolean): GuruReplyKind {
  if (intent === "crisis" || intent === "emergency" || intent === "greeting" || intent === "off_topic") return intent;
  return placed ? "reading" : "unplaced";
}
