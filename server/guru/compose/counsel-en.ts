// The counsel's sentences in English: the verdict first, then the chart's reasons, then one thing to do.
import type { LifeArea } from "../life-areas";
import type { Relative } from "../understand/types";
import type { ActionWords, Counsel, DashaWords, RelativeGender, Seat, Span } from "./counsel";
import type { Placed } from "./phrases";

const AREA: Record<LifeArea, string> = {
  career: "career",
  marriage: "marriage",
  relationships: "love life",
  health: "health",
  finance: "finances",
  education: "studies",
  family: "family life",
  children: "children",
  travel: "travel abroad",
  property: "property",
  spirituality: "spiritual life",
  legal: "legal matters",
};

const PERSON: Record<Relative, [neutral: string, male: string, female: string]> = {
  spouse: ["spouse", "husband", "wife"],
  partner: ["partner", "boyfriend", "girlfriend"],
  child: ["child", "son", "daughter"],
  father: ["father", "father", "father"],
  mother: ["mother", "mother", "mother"],
  parents: ["parents", "parents", "parents"],
  elder_sibling: ["elder sibling", "elder brother", "elder sister"],
  younger_sibling: ["younger sibling", "younger brother", "younger sister"],
  sibling: ["sibling", "brother", "sister"],
  in_law: ["in-laws", "in-laws", "in-laws"],
  friend: ["friend", "friend", "friend"],
  other: ["acquaintance", "acquaintance", "acquaintance"],
};

const personWord = (r: Relative, g: RelativeGender) => PERSON[r][g === "male" ? 1 : g === "female" ? 2 : 0];
const possessive = (word: string) => (word.endsWith("s") ? `${word}'` : `${word}'s`);
const noted = (p: Placed) => (p.note ? ` (${p.note})` : "");
const dig = (p: Placed) => (p.dignity ? `, ${p.dignity}` : "");
const at = (p: Placed) => `in your ${p.house}${noted(p)} in ${p.sign}${dig(p)}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ages = (s: Span) => (s.ages ? `, when you will be about ${s.ages}` : "");

/** What each house stands for, 1st to 12th: said with the house a planet sits in. */
const THEME = [
  "body and self",
  "family and savings",
  "effort and courage",
  "home and mother",
  "children, love and learning",
  "work, debts and illness",
  "marriage and partners",
  "sudden change and long life",
  "fortune and faith",
  "career and standing",
  "gains and friends",
  "expense and distant lands",
];

const SEAT: Record<Seat, (theme: string) => string> = {
  own: () => "the very house it rules",
  kendra: (t) => `a kendra, house of ${t}`,
  trikona: (t) => `a trikona, house of ${t}`,
  dusthana: (t) => `a dusthana, house of ${t}`,
  plain: (t) => `house of ${t}`,
};

/**
 * The closing advice per area: what to do, as a phrase without pronouns so that it fits the asker ("Keep documents
 * ready") and another person ("Encourage your son to keep documents ready"); `other` where another person's matter
 * asks for different advice (a son's marriage is looked for by the family; a husband's marriage is lived together).
 */
const ADVICE: Record<LifeArea, { self: string; other?: (person: string, relative: Relative) => string | null }> = {
  career: { self: "build one skill the next role needs and ask for the move when an opening comes" },
  marriage: {
    self: "meet the matches the family suggests with an open mind",
    other: (person, r) =>
      r === "spouse" || r === "partner"
        ? `make unhurried time with ${person} and talk openly about what you both want`
        : `start looking for a good match for ${person} together with the family`,
  },
  relationships: { self: "say plainly what is wanted from the relationship" },
  health: {
    self: "keep a steady routine of sleep, food and exercise, with regular check-ups",
    other: (person) => `go with ${person} to regular check-ups and help keep a steady routine of sleep and food`,
  },
  finance: { self: "save a fixed share of every income and keep large risks off borrowed money" },
  education: { self: "keep a regular study timetable with steady daily hours" },
  family: {
    self: "make time for a calm conversation at home",
    other: (person) => `make time for a calm conversation with ${person}`,
  },
  children: {
    self: "look after health together and take a doctor's advice in good time",
    other: (person) => `support ${person} with care and good medical advice in good time`,
  },
  travel: { self: "keep documents ready and apply as soon as an opening comes" },
  property: { self: "save for the deposit and have every paper checked before committing" },
  spirituality: { self: "keep a short daily practice (prayer, japa or quiet sitting) at a fixed time" },
  legal: { self: "keep every paper in order and follow the lawyer's advice on each step" },
};

function action(a: ActionWords): string {
  const advice = ADVICE[a.area];
  const person = a.someone ? `your ${personWord(a.someone.relative, a.someone.gender)}` : null;
  const core = person
    ? (advice.other?.(person, a.someone?.relative ?? "other") ?? `encourage ${person} to ${advice.self}`)
    : advice.self;
  // After a choice, a description or a count, the period still times the advice.
  const timed = a.until
    ? `, while the supporting period lasts (until ${a.until})`
    : a.from
      ? `, above all from ${a.from}`
      : "";
  if (a.form === "which_of_two") return `Talk the choice through with those it affects, then ${core}${timed}.`;
  if (a.form === "what_kind") return `Keep these qualities in mind as you ${core}${timed}.`;
  if (a.form === "how_many") return `${cap(core)}${timed}.`;
  if (a.form === "why") {
    return a.from
      ? `A slow start is not a closed door: the next supporting period opens in ${a.from}, so ${core}.`
      : `A slow start is not a closed door, so ${core}${timed}.`;
  }
  if (a.until) return `Use the supporting period while it lasts, until ${a.until}, and ${core}.`;
  if (a.from) {
    return a.seed % 2 === 0
      ? `${cap(core)}, and act from ${a.from}, when the supporting period opens.`
      : `Before ${a.from}, when the helpful period begins, ${core}.`;
  }
  return {
    strong: `The chart backs steady steps here, so ${core}.`,
    mixed: `Effort at the right moment counts for more than luck here, so ${core}.`,
    slow: `Results come late here but they do come, so be patient and ${core}.`,
  }[a.tone];
}

const OPTIONS: Partial<Record<LifeArea, Record<number, string>>> = {
  marriage: { 5: "a love marriage", 7: "an arranged marriage" },
  relationships: { 5: "a love marriage", 7: "an arranged marriage" },
  career: { 10: "a job", 7: "your own business", 9: "further studies", 12: "work abroad", 4: "work at home" },
  finance: { 5: "shares and trading", 2: "steady savings", 4: "property" },
  travel: { 12: "going abroad", 4: "staying at home" },
  education: { 9: "higher studies", 10: "a job", 12: "studies abroad", 4: "studies at home" },
  property: { 4: "buying", 12: "renting" },
};

export const COUNSEL_EN: Counsel = {
  topic: (relative, gender, area) =>
    relative ? `your ${possessive(personWord(relative, gender))} ${AREA[area]}` : `your ${AREA[area]}`,
  person: (relative, gender) => `your ${personWord(relative, gender)}`,
  frame: [
    (person, personHouse, count, house, topic) =>
      `In your chart ${person} is read from the ${personHouse}; for ${topic} I count the ${count} from there, which is your ${house} (bhavat bhavam).`,
    (person, personHouse, count, house, topic) =>
      `Your chart shows ${person} through the ${personHouse}, so for ${topic} I read the ${count} counted from it, your ${house} (bhavat bhavam).`,
  ],

  when: {
    window: [
      (topic, s) =>
        `The best time for ${topic} is ${s.from} to ${s.to}${s.period ? `, in the ${s.period} period` : ""}${ages(s)}.`,
      (topic, s) =>
        `For ${topic}, the clearest opening runs from ${s.from} to ${s.to}${s.period ? ` (${s.period})` : ""}${ages(s)}.`,
      (topic, s) =>
        `Look to ${s.from}–${s.to} for ${topic}${s.period ? `, when the ${s.period} period supports it` : ""}${s.ages ? ` (you will be about ${s.ages})` : ""}.`,
    ],
    now: [
      (topic, s) =>
        `The time for ${topic} is now, with ${s.period ? `the ${s.period} period` : "the chart"} supporting it until ${s.to}.`,
      (topic, s) =>
        `${cap(topic)} is in its supporting period right now${s.period ? ` (${s.period})` : ""}, which lasts until ${s.to}.`,
    ],
    none: (topic) =>
      `No period in the coming years points strongly at ${topic}, so it will come through steady effort rather than one turning point.`,
    beyondAge: (topic, age) =>
      `At ${age}, the usual periods for ${topic} in your chart are behind you, so I will not name a far date.`,
  },
  inYears: {
    yes: (years, topic, s) =>
      `Yes, ${years} there is a supporting time for ${topic}: ${s.from} to ${s.to}${s.period ? `, in the ${s.period} period` : ""}.`,
    no: (years, topic, next) =>
      next
        ? `${cap(years)} the chart does not point strongly at ${topic}; the next supporting time begins in ${next.from}${next.period ? ` (${next.period})` : ""}.`
        : `${cap(years)} the chart does not point strongly at ${topic}, so use the time to prepare.`,
  },
  likely: {
    strong: [
      (topic, s) =>
        s
          ? `Yes, ${topic} is well supported, most clearly from ${s.from} to ${s.to}.`
          : `Yes, ${topic} is well supported in this chart.`,
      (topic, s) => `Yes, the chart backs ${topic}${s ? `, and ${s.from} to ${s.to} is when it shows most` : ""}.`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `Likely, with effort: ${topic} has fair support, and the better time is ${s.from} to ${s.to}.`
          : `Likely, with effort: ${topic} has fair but not easy support.`,
      (topic, s) =>
        `Likely, if the effort is put in, since ${topic} has fair support${s ? ` that is best from ${s.from} to ${s.to}` : ""}.`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `It can happen, but later and with more effort: the better chance for ${topic} is ${s.from} to ${s.to}.`
          : `It can happen, but ${topic} comes late and asks for patience.`,
      (topic, s) =>
        `It can happen, though not quickly, and ${s ? `the better chance for ${topic} comes from ${s.from} to ${s.to}` : `${topic} asks for patience and steady effort`}.`,
    ],
  },
  choice: {
    lean: [
      (lean, other) => `Between the two, the chart leans towards ${lean} rather than ${other}.`,
      (lean, other) => `The chart favours ${lean} over ${other}.`,
      (lean, other) => `Of the two, your chart gives ${lean} firmer backing than ${other}.`,
    ],
    even: [
      (a, b) => `The chart does not lean clearly between ${a} and ${b}, so your own preference can decide.`,
      (a, b) => `Neither ${a} nor ${b} clearly wins in this chart, so your own preference can decide.`,
    ],
  },
  count: {
    children: (indication) =>
      `The classical indication is ${indication === "one" ? "one child, perhaps two" : indication === "two" ? "two children" : "two or more children"}.`,
    caveat: [
      "Take this as a classical indication only: health and your own choices decide the real number.",
      "This is the classical reading, not a forecast of the number; health and your own choices decide that.",
      "Read it as tradition's indication only; the actual number rests on health and on your own decisions.",
    ],
    notCounted: (topic, periods) =>
      `A chart does not count this for ${topic}; what it shows is ${periods} periods in the next fifteen years when it moves.`,
  },
  kind: {
    lead: (topic, sign, traits, work) =>
      work
        ? `For ${topic}, ${sign} on the house points to work that suits someone ${traits}.`
        : `For ${topic}, ${sign} on the house describes someone ${traits}.`,
    planet: (planet, traits, work) =>
      work ? `${planet} adds a pull towards ${traits}.` : `${planet} adds someone ${traits}.`,
  },
  why: {
    strong: (topic, house, lord) =>
      `Because the ${house}, which rules ${topic}, has a strong lord in ${lord}, and the period running now decides the pace.`,
    mixed: (topic, house, lord) =>
      `Mainly because ${lord}, the lord of the ${house} that rules ${topic}, is only of middle strength, so timing matters.`,
    slow: (topic, house, lord) =>
      `Mainly because ${lord}, the lord of the ${house} that rules ${topic}, is under strain, which brings delays, not denial.`,
  },
  general: {
    strong: [
      (topic, s) =>
        s
          ? `${cap(topic)} is one of the stronger parts of this chart, with its best period from ${s.from} to ${s.to}.`
          : `${cap(topic)} is one of the stronger parts of this chart.`,
      (topic, s) =>
        `${cap(topic)} stands on firm ground in this chart${s ? `, and ${s.from} to ${s.to} is its best stretch` : ""}.`,
    ],
    mixed: [
      (topic, s) =>
        s
          ? `${cap(topic)} shows mixed support: effort at the right time counts, and the right time is ${s.from} to ${s.to}.`
          : `${cap(topic)} shows mixed support, so effort at the right time counts for more than luck.`,
      (topic, s) =>
        `${cap(topic)} is neither easy nor blocked in this chart${s ? `, and work done from ${s.from} to ${s.to} pays best` : ", so well-timed effort is the key"}.`,
    ],
    slow: [
      (topic, s) =>
        s
          ? `${cap(topic)} grows slowly in this chart; the period that helps most is ${s.from} to ${s.to}.`
          : `${cap(topic)} grows slowly in this chart, and patience pays.`,
      (topic, s) =>
        `${cap(topic)} ripens late in this chart${s ? `, and the stretch that helps most is ${s.from} to ${s.to}` : ", but it does ripen"}.`,
    ],
  },
  sadeSati: {
    yes: (phase, until) => `Yes, Sade Sati is running now, in its ${phase} phase, until ${until}.`,
    no: (next) =>
      next ? `No, Sade Sati is not running now; the next one begins in ${next}.` : "No, Sade Sati is not running now.",
    phase: { rising: "first", peak: "middle", setting: "last" },
  },
  manglik: {
    present: (h) => `Yes, the chart is Manglik: Mars sits in your ${h}, and no classical exception cancels it.`,
    cancelled: () =>
      "No Manglik dosha to worry about: Mars's placement would count, but a classical exception cancels it.",
    mild: () =>
      "Only mildly: Mars counts as Manglik from your Moon, not from the lagna, which a careful match handles.",
    none: (h) => `No, the chart is not Manglik: Mars sits in your ${h}.`,
  },

  reason: {
    lord: [
      (house, sign, p, helps) =>
        `The ${house} is ${sign}, and its lord ${p.planet} sits ${at(p)}, ${helps ? "which supports it" : "which slows it down"}.`,
      (house, sign, p, helps) =>
        `${p.planet}, ruler of the ${house} (${sign}), is placed ${at(p)}, ${helps ? "a placement that supports it" : "a placement that makes it work harder"}.`,
      (house, sign, p, helps) =>
        `With ${sign} on the ${house}, much turns on its lord ${p.planet}, which ${helps ? "carries the house well" : "delivers only after effort"} from your ${p.house}${noted(p)} in ${p.sign}${dig(p)}.`,
    ],
    occupants: (house, benefics, malefics) =>
      benefics && malefics
        ? `${benefics} in the ${house} help it, while ${malefics} there ${malefics.includes(" and ") ? "add" : "adds"} pressure.`
        : benefics
          ? `${benefics} in the ${house} ${benefics.includes(" and ") ? "protect" : "protects"} it.`
          : `${malefics} in the ${house} ${malefics.includes(" and ") ? "bring" : "brings"} effort and some delay.`,
    karaka: [
      (p, role, helps) =>
        `${p.planet}, ${role}, is ${at(p)}, ${helps ? "a good sign" : "so it needs time to give its results"}.`,
      (p, role, helps, topic) =>
        `For ${topic} I also read ${p.planet}, ${role}, which ${helps ? "lends its support" : "gives its results slowly"} from your ${p.house}${noted(p)} in ${p.sign}${dig(p)}.`,
      (p, role, helps, topic) =>
        `${p.planet}, ${role}, ${helps ? "backs" : "slows"} ${topic} from your ${p.house}${noted(p)} in ${p.sign}${dig(p)}.`,
    ],
    dasha: {
      active: [
        (d: DashaWords) =>
          `The ${d.md} mahadasha with its ${d.ad} antardasha, running until ${d.until}, is a live time for ${d.topic}, since ${d.link}.`,
        (d: DashaWords) =>
          `${cap(d.topic)} is on the move in the period running now (${d.md}–${d.ad}, until ${d.until}), because ${d.link}.`,
      ],
      quiet: [
        (d: DashaWords) =>
          `The ${d.md}–${d.ad} period running until ${d.until} works mostly on other parts of life than ${d.topic} (${d.link}), so the pace is quieter now.`,
        (d: DashaWords) =>
          `Until ${d.until} the running ${d.md}–${d.ad} period is busy elsewhere (${d.link}), so ${d.topic} moves at a slower pace for now.`,
      ],
    },
    rules: (planet, houses) => `${planet} rules your ${houses}`,
    sits: (planet, house) => `${planet} sits in your ${house}`,
    transit: (planet, name, house, until) =>
      planet === "jupiter"
        ? `${name} is passing through the ${house} itself${until ? ` until ${until}` : ""}, which opens doors there.`
        : `${name} is passing through the ${house} itself${until ? ` until ${until}` : ""}, which tests it and asks for patience.`,
    sadeSati: (phase, until) => `Sade Sati is in its ${phase} phase until ${until}, which asks for steady routines.`,
    option: (option, house, p) => `For ${option} the chart reads the ${house}, whose lord ${p.planet} sits ${at(p)}.`,
    loveLink: (lord5, lord7, how, house) =>
      how === "together"
        ? `${lord5} and ${lord7}, the lords of your 5th and 7th houses, sit together in your ${house}: the classical link between love and marriage.`
        : how === "lord7_in_5"
          ? `${lord7}, the lord of your 7th house, sits in your 5th, the house of love: the classical sign of a love marriage.`
          : `${lord5}, the lord of your 5th house of love, sits in your 7th house of marriage: the classical sign of a love marriage.`,
    navamsa: (p, role, vargottama) =>
      `In the navamsa (D9), read for marriage, ${p.planet}, ${role}, is in ${p.sign}${p.dignity ? `, ${p.dignity}` : ""}${vargottama ? ", vargottama (the same sign as in the birth chart), which steadies it" : ""}.`,
    sadeSatiBasis: (moonSign, saturnSign, fromMoon) =>
      `Your Moon is in ${moonSign}, and Saturn now moves through ${saturnSign}, the ${fromMoon} counted from it; Sade Sati runs only while Saturn crosses the 12th, 1st and 2nd from the Moon.`,
  },
  roles: {
    wife: "the significator of a wife",
    husband: "the significator of a husband",
    spouse: "the significator of the spouse",
    children: "the significator of children",
    father: "the significator of the father",
    mother: "the significator of the mother",
    siblings: "the significator of siblings",
    friends: "the significator of friends",
    area: "the natural significator here",
    "seventh-lord": "the lord of your 7th house",
    "d9-seventh-lord": "the lord of the navamsa's 7th house",
  },
  seat: (seat, house) => SEAT[seat](THEME[house - 1] ?? ""),
  action,
  plain: {
    reason: {
      strong: "The planets that look after this are in good places in your chart.",
      mixed: "Some planets help and some hold back, so timing and effort both matter.",
      slow: "The planets for this are under some strain, so it comes later and with effort, but it is not closed.",
    },
  },
  checkedAgain: "I looked at the chart again, and it says the same.",
  optionName: (area, house) => OPTIONS[area]?.[house] ?? null,
  years: (from, to) => (from === to ? `in ${from}` : `between ${from} and ${to}`),
};
