// Understanding a question in its conversation: language, danger, people, areas, time frame, the turn's act,
// intent and parts, each found by its own module; this file only puts them together in the order they depend on
// each other.
import type { GuruLanguage, GuruReplyKind, GuruTurn } from "../contract";
import type { LifeArea } from "../life-areas";
import { dangerIn } from "../safety/danger";
import { areasIn } from "./areas";
import { continuesConversation, pointsBack, repliesToTopic } from "./follow-up";
import { asksSharply, intentOf, looksOffTopic } from "./intent";
import { languageOf } from "./language";
import { withModel } from "./model/combine";
import type { UnderstandingModel } from "./model/training";
import TRAINED from "./model/understanding-model.json";
import { partsOf } from "./parts";
import {
  asksOwnSide,
  genderOfMention,
  NATURAL_AREA,
  personMentioned,
  statedAge,
  withinBond,
  withoutPerson,
} from "./people";
import { withSpellingCorrected } from "./spelling";
import { hasAny, matchable, normalise } from "./text";
import { timeFrameIn } from "./time-frame";
import type { ConversationAct, DirectQuestion, GuruIntent, GuruSubject, OffTopicReason, Understanding } from "./types";
import { allOf } from "./vocabulary";

const LIFE = allOf((v) => v.life);
const GREETING = allOf((v) => v.intents.greeting);
const MATCHING = allOf((v) => v.matching);
const SIMPLIFY = allOf((v) => v.simplify);
const ASK_AGAIN = allOf((v) => v.askAgain);
const OFF_TOPIC_REASONS: [Exclude<OffTopicReason, "other">, string[]][] = [
  ["instruction", allOf((v) => v.instructions)],
  ["prescription", allOf((v) => v.prescriptions)],
  ["task", allOf((v) => v.tasks)],
];
const DIRECT: [DirectQuestion, string[]][] = [
  ["sade_sati", allOf((v) => v.direct.sade_sati)],
  ["manglik", allOf((v) => v.direct.manglik)],
];
/** The area a direct question is read under when the question names none. */
const DIRECT_AREA: Record<DirectQuestion, LifeArea> = { sade_sati: "spirituality", manglik: "marriage" };
/** The forms of a follow-up that only restates or doubts: they keep the form of the turn they go back to. */
const FREE_INTENTS: GuruIntent[] = ["greeting", "off_topic", "crisis", "emergency", "explain"];

/**
 * The model trained from the labelled questions' training rows (`npm run train:understanding`, ./model/training.ts);
 * null reads by the rules alone (training reads the rules' conclusions this way).
 */
const MODEL = TRAINED as UnderstandingModel;
export type ModelChoice = UnderstandingModel | null;

export function understand(
  question: string,
  history: GuruTurn[],
  uiLanguage: GuruLanguage,
  model: ModelChoice = MODEL,
): Understanding {
  const [understood] = understandConversation([...history, { question }], uiLanguage, model).slice(-1);
  if (!understood) throw new Error("a conversation with a question has a last turn");
  return understood;
}

/**
 * Every turn of a conversation understood, oldest first, each once and with the topic before it: the last turn that
 * was about an area of life is the topic a follow-up continues.
 */
export function understandConversation(
  turns: Pick<GuruTurn, "question">[],
  uiLanguage: GuruLanguage,
  model: ModelChoice = MODEL,
): Understanding[] {
  let topic: Understanding | null = null;
  return turns.map((turn, i) => {
    const understood = understandAfterRemembered(turn.question, topic, i > 0, uiLanguage, model);
    if (understood.area) topic = understood;
    return understood;
  });
}

/**
 * Turns understood before, remembered: every question brings its conversation's earlier turns again (and the chat and
 * the guru each ask), and a turn's understanding depends only on its text, the language, whether it has history and
 * the topic. Bounded; the oldest entry goes first. Results are shared: treat as read-only.
 */
const remembered = new Map<string, Understanding>();
const REMEMBERED_TURNS = 5000;

function understandAfterRemembered(
  question: string,
  topic: Understanding | null,
  hasHistory: boolean,
  uiLanguage: GuruLanguage,
  model: ModelChoice,
): Understanding {
  const topicKey = topic
    ? `${topic.areas.join(",")}/${topic.subject}/${topic.intent}/${topic.parts.length}/${topic.language}`
    : "";
  const key = `${model === MODEL ? "model" : model === null ? "rules" : ""}\u0000${uiLanguage}\u0000${hasHistory ? 1 : 0}\u0000${topicKey}\u0000${question}`;
  // A model other than the committed one (cross-validation's) is never remembered.
  const remembers = model === MODEL || model === null;
  const known = remembers ? remembered.get(key) : undefined;
  if (known) return known;
  const byRules = understandAfter(question, topic, hasHistory, uiLanguage);
  const understood = model ? withModel(byRules, question, model) : byRules;
  if (!remembers) return understood;
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
  const matched = matchable(question);
  const language = languageOf(question, normalise(question), uiLanguage, hasHistory ? (topic?.language ?? null) : null);
  const text = withSpellingCorrected(matched);
  const danger = dangerIn(question);
  const mention = personMentioned(text, language.language);
  const named: LifeArea[] = danger ? [] : withinBond(mention, areasIn(withoutPerson(text, mention)));
  let areas = named;
  let subject: GuruSubject = "self";
  const direct = danger ? null : (DIRECT.find(([, words]) => hasAny(text, words))?.[0] ?? null);
  if (mention) {
    const natural = NATURAL_AREA[mention.person];
    if (named.length === 0 && direct) {
      // "Is Sade Sati running for my husband?" asks the husband's chart state, read under the direct question's area.
      subject = mention.person;
    } else if (named.length === 0) {
      // "What will my wife be like?" is the asker's own marriage; "how is my mother?" is about the mother.
      areas = natural ? [natural] : [];
      subject = asksOwnSide(mention, natural) ? "self" : mention.person;
    } else if (!asksOwnSide(mention, named[0] ?? null)) {
      subject = mention.person;
    }
  }
  if (danger && mention) subject = mention.person;
  const timeFrame = danger ? null : timeFrameIn(text);
  const offTopicReason = danger ? null : (OFF_TOPIC_REASONS.find(([, words]) => hasAny(text, words))?.[0] ?? null);
  const life = hasAny(text, LIFE);

  // The conversation: what this turn does with the topic before it.
  let act: ConversationAct = "new";
  let inherited = false;
  const mayContinue =
    !danger &&
    !offTopicReason &&
    hasHistory &&
    topic !== null &&
    !looksOffTopic(text) &&
    !(named.length === 0 && !life && timeFrame === null && hasAny(text, GREETING) && !asksSharply(text));
  if (mayContinue && topic) {
    const sameArea = named.length === 0 || named[0] === topic.area;
    const backwards = pointsBack(text) || continuesConversation(text, timeFrame !== null);
    if (sameArea && hasAny(text, SIMPLIFY)) act = "simplify";
    else if (sameArea && named.length === 0 && hasAny(text, ASK_AGAIN)) act = "ask_again";
    else if (mention && named.length === 0 && mention.person !== topic.subject && backwards) act = "contrast";
    else if (named.length > 0 && !sameArea && backwards && words(text) <= 8) act = "contrast";
    // "and my mom's health?" after "how is my father's health?": the same area for another person.
    else if (named.length > 0 && sameArea && backwards && mention && subject !== topic.subject) act = "contrast";
    else if (named.length === 0 && backwards) act = "continue";
    else if (named.length > 0 && sameArea && pointsBack(text) && subject === topic.subject) act = "continue";
    // With nothing of its own to place ("सच बोल रहे हो ना?", "which day then?"), a reply goes on with the topic.
    else if (named.length === 0 && !life && !mention && !direct && repliesToTopic(text)) act = "continue";
    if (act !== "new" && named.length === 0) {
      // The topic's areas carry over; a contrast keeps them for the new person ("and my brother?").
      inherited = true;
      areas = topic.areas;
      if (act !== "contrast") subject = topic.subject;
      // "And my husband?" after "will I get a govt job?" asks the husband's career, unless it is the asker's own side.
      else if (mention) subject = asksOwnSide(mention, topic.area) ? "self" : mention.person;
    }
  }

  const aboutLife = areas.length > 0 || life || direct !== null;
  const read = intentOf({ question, text, language: language.language, danger, aboutLife });
  let intent: GuruIntent = offTopicReason ? "off_topic" : read.intent;
  // A follow-up asks again what its topic asked ("what about next year?", "say it simply", "and my brother?").
  const restates = act === "simplify" || act === "ask_again";
  if (
    act !== "new" &&
    topic &&
    (restates ||
      intent === "explain" ||
      (act !== "continue" && intent === "general") ||
      // "अनि दिदिको नि?" after "when will I marry?" asks when, for the sister.
      (act === "contrast" && inherited && !asksSharply(text)) ||
      (inherited && intent === "general"))
  ) {
    intent = FREE_INTENTS.includes(topic.intent) ? "general" : topic.intent;
  }
  if (intent === "explain") intent = "general";
  // "ma manglik ho?", "is Sade Sati running?" with no sharper ask: answered yes or no.
  if (direct && act === "new" && intent === "general" && !asksSharply(text)) intent = "will_it";
  if (direct && areas.length === 0 && !offTopicReason) areas = [DIRECT_AREA[direct]];
  const reading = !offTopicReason && intent !== "off_topic" && intent !== "greeting" && !danger;
  const parts =
    !reading || areas.length === 0
      ? []
      : inherited && topic && act !== "contrast"
        ? topic.parts.map((p) => (intent === topic.intent ? p : { ...p, intent }))
        : partsOf(
            question,
            language.language,
            { intent, areas },
            (t) => withoutPerson(t, mention),
            (a) => withinBond(mention, a),
          );
  if (parts[0]) intent = parts[0].intent;
  const placed = reading ? areas : [];
  return {
    intent,
    areas: placed,
    area: placed[0] ?? null,
    timing: intent === "when" || timeFrame !== null,
    options: intent === "which_of_two" || parts.some((p) => p.intent === "which_of_two") ? read.options : null,
    // Someone in danger may be another person ("my father collapsed"): the help reply is the same, the plan says whom.
    subject: reading || danger ? subject : "self",
    subjectGender:
      !reading || subject === "self"
        ? null
        : mention?.person === subject
          ? genderOfMention(text, mention)
          : (topic?.subjectGender ?? null),
    subjectAge:
      !reading || subject === "self"
        ? null
        : (statedAge(normalise(question)) ?? (subject === topic?.subject ? topic.subjectAge : null)),
    parts,
    act: reading ? act : "new",
    timeFrame,
    direct: reading ? direct : null,
    offTopicReason: intent === "off_topic" ? (offTopicReason ?? "other") : null,
    ...language,
    followUp: act !== "new",
    aboutMatch: !danger && hasAny(text, MATCHING),
    replyKind: replyKindOf(intent, placed.length > 0),
  };
}

function words(text: string): number {
  return text.trim().split(" ").length;
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
