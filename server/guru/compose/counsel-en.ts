// The counsel's sentences in English: the verdict first, then the chart's reasons, then one thing to do.
import type { LifeArea } from "../life-areas";
import type { Relative } from "../understand/types";
import type { Counsel, RelativeGender, Span } from "./counsel";
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
const at = (p: Placed) => `in your ${p.house} in ${p.sign}${p.dignity ? `, ${p.dignity}` : ""}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ages = (s: Span) => (s.ages ? `, when you will be about ${s.ages}` : "");

const ACTIONS: Record<LifeArea, (when: string | null) => string> = {
  career: (w) =>
    w
      ? `Prepare now and apply or ask for the move from ${w}, when the period opens.`
      : "Build one skill this year that your next role needs; effort counts for more than a date here.",
  marriage: (w) =>
    w
      ? `Let the family start looking seriously before ${w}, so that you are ready when the period opens.`
      : "Meet people through family and friends without hurry; the right match matters more than the date.",
  relationships: (w) =>
    w
      ? `Speak openly about where this is going, and give it until ${w} before you decide.`
      : "Say plainly what you want from this relationship; clarity helps more than waiting.",
  health: () => "Keep a steady routine of sleep, food and exercise, and have regular check-ups.",
  finance: (w) =>
    w
      ? `Save steadily now and keep larger decisions for ${w} onwards.`
      : "Save a fixed share of every income and avoid large risks on borrowed money.",
  education: (w) =>
    w
      ? `Put in regular hours now, so the results of ${w} reward work already done.`
      : "Keep a regular study timetable; steady hours decide more than any single day.",
  family: () => "Make time for a calm conversation at home; small gestures repair more than big talks.",
  children: (w) =>
    w
      ? `Keep health in good order and talk with a doctor in good time before ${w}.`
      : "Look after health together and take a doctor's advice; the chart gives timing, not medical facts.",
  travel: (w) =>
    w
      ? `Get your documents ready now and aim your applications at ${w}.`
      : "Keep documents ready and apply when an opening comes; there is no need to force a date.",
  property: (w) =>
    w
      ? `Save for the deposit now and look seriously from ${w}.`
      : "Save steadily and check the papers of any property carefully before you commit.",
  spirituality: () => "Keep a short daily practice (prayer, japa or quiet sitting) at a fixed time.",
  legal: () => "Keep every paper in order and follow your lawyer's advice on each step.",
};

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
  frame: (person, personHouse, count, house, topic) =>
    `In your chart ${person} is read from the ${personHouse}; for ${topic} I count the ${count} from there, which is your ${house} (bhavat bhavam).`,

  when: {
    window: (topic, s) =>
      `The best time for ${topic} is ${s.from} to ${s.to}${s.period ? `, in the ${s.period} period` : ""}${ages(s)}.`,
    now: (topic, s) =>
      `The time for ${topic} is now: ${s.period ? `the ${s.period} period` : "the chart"} supports it until ${s.to}.`,
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
    strong: (topic, s) =>
      s
        ? `Yes, ${topic} is well supported, most clearly from ${s.from} to ${s.to}.`
        : `Yes, ${topic} is well supported in this chart.`,
    mixed: (topic, s) =>
      s
        ? `Likely, with effort: ${topic} has fair support, and the better time is ${s.from} to ${s.to}.`
        : `Likely, with effort: ${topic} has fair but not easy support.`,
    slow: (topic, s) =>
      s
        ? `It can happen, but later and with more effort: the better chance for ${topic} is ${s.from} to ${s.to}.`
        : `It can happen, but ${topic} comes late and asks for patience.`,
  },
  choice: {
    lean: (lean, other) => `Between the two, the chart leans towards ${lean} rather than ${other}.`,
    even: (a, b) => `The chart does not lean clearly between ${a} and ${b}, so your own preference can decide.`,
  },
  count: {
    children: (indication) =>
      `The classical indication is ${indication === "one" ? "one child, perhaps two" : indication === "two" ? "two children" : "two or more children"}.`,
    caveat: "Take this as a classical indication only: health and your own choices decide the real number.",
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
    strong: (topic, s) =>
      s
        ? `${cap(topic)} is one of the stronger parts of this chart, with its best period from ${s.from} to ${s.to}.`
        : `${cap(topic)} is one of the stronger parts of this chart.`,
    mixed: (topic, s) =>
      s
        ? `${cap(topic)} shows mixed support: effort at the right time counts, and the right time is ${s.from} to ${s.to}.`
        : `${cap(topic)} shows mixed support, so effort at the right time counts for more than luck.`,
    slow: (topic, s) =>
      s
        ? `${cap(topic)} grows slowly in this chart; the period that helps most is ${s.from} to ${s.to}.`
        : `${cap(topic)} grows slowly in this chart, and patience pays.`,
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
    lord: (house, sign, p, helps, variant) =>
      variant === 0
        ? `The ${house} is ${sign}, and its lord ${p.planet} sits ${at(p)}, ${helps ? "which supports it" : "which slows it down"}.`
        : `${p.planet}, ruler of the ${house} (${sign}), is placed ${at(p)}: ${helps ? "a supporting placement" : "a placement that makes it work harder"}.`,
    occupants: (house, benefics, malefics) =>
      benefics && malefics
        ? `${benefics} in the ${house} help it, while ${malefics} there ${malefics.includes(" and ") ? "add" : "adds"} pressure.`
        : benefics
          ? `${benefics} in the ${house} ${benefics.includes(" and ") ? "protect" : "protects"} it.`
          : `${malefics} in the ${house} ${malefics.includes(" and ") ? "bring" : "brings"} effort and some delay.`,
    karaka: (p, role, helps) =>
      `${p.planet}, ${role}, is ${at(p)}, ${helps ? "a good sign" : "so it needs time to give its results"}.`,
    dasha: (md, ad, until, active, topic) =>
      active
        ? `The ${md} mahadasha with its ${ad} antardasha, running until ${until}, rules the houses of ${topic}, so this is a live time for it.`
        : `The ${md}–${ad} period running until ${until} works mostly on other parts of life than ${topic}, so the pace is quieter now.`,
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
  action: (area, _tone, when) => ACTIONS[area](when),
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
