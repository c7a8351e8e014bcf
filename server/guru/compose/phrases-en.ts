// The answers' sentences in English.
import type { BodyName } from "../../astro/types";
import type { YogaName } from "../../jyotish";
import type { Phrases, Placed } from "./phrases";

const at = (p: Placed) => `in your ${p.house} in ${p.sign}${p.dignity ? `, ${p.dignity}` : ""}`;

const YOGAS: Record<YogaName, string> = {
  gajakesari:
    "Gajakesari yoga (Jupiter in a kendra from the Moon), which classically brings respect and sound judgement",
  ruchaka: "Ruchaka yoga, one of the five Mahapurusha yogas, giving courage and drive",
  bhadra: "Bhadra yoga, a Mahapurusha yoga of a sharp, articulate mind",
  hamsa: "Hamsa yoga, a Mahapurusha yoga of wisdom and good counsel",
  malavya: "Malavya yoga, a Mahapurusha yoga of grace, comfort and happy partnerships",
  sasa: "Sasa yoga, a Mahapurusha yoga of discipline and authority built over time",
  "budha-aditya": "Budha-Aditya yoga (Sun with Mercury), for intelligence and clear speech",
  raja: "a raja yoga between the lords of a kendra and a trikona, for rise in status",
  dhana: "a dhana yoga linking the houses of wealth",
  "viparita-raja": "a viparita raja yoga, where difficulties turn into gains",
  kemadruma: "Kemadruma yoga (no planet beside the Moon), which asks you to build your own support",
};

const YOGA_NAMES: Record<YogaName, string> = {
  gajakesari: "Gajakesari yoga",
  ruchaka: "Ruchaka (Mahapurusha) yoga",
  bhadra: "Bhadra (Mahapurusha) yoga",
  hamsa: "Hamsa (Mahapurusha) yoga",
  malavya: "Malavya (Mahapurusha) yoga",
  sasa: "Sasa (Mahapurusha) yoga",
  "budha-aditya": "Budha-Aditya yoga",
  raja: "Raja yoga",
  dhana: "Dhana yoga",
  "viparita-raja": "Viparita raja yoga",
  kemadruma: "Kemadruma yoga",
};

const PHASES = { rising: "rising", peak: "peak", setting: "setting" } as const;

const SIGN_TRAITS = [
  "direct, energetic and quick to act",
  "steady, loyal and fond of comfort",
  "curious, talkative and quick-witted",
  "caring, protective and home-loving",
  "warm, generous and proud",
  "practical, careful and attentive to detail",
  "graceful, fair-minded and sociable",
  "intense, private and deeply loyal",
  "principled, cheerful and fond of learning",
  "hardworking, patient and responsible",
  "independent, humane and original",
  "gentle, imaginative and devoted",
];

const CAREER_FIELDS: Record<BodyName, string> = {
  sun: "government, administration and leadership roles",
  moon: "care, hospitality, nursing and public-facing work",
  mars: "engineering, the police or army, surgery and sport",
  mercury: "commerce, accounts, writing and information technology",
  jupiter: "teaching, law, banking and advisory work",
  venus: "the arts, design, fashion, media and hospitality",
  saturn: "public service, construction, mining and institutions built over years",
  rahu: "technology, foreign companies, aviation and new industries",
  ketu: "research, coding, healing and spiritual work",
};

const PERSON_TRAITS: Record<BodyName, string> = {
  sun: "dignified, self-respecting and principled",
  moon: "caring, sensitive and family-minded",
  mars: "energetic, brave and straightforward",
  mercury: "witty, youthful and good with words",
  jupiter: "wise, kind and rooted in values",
  venus: "charming, artistic and affectionate",
  saturn: "mature, serious and dependable, perhaps older",
  rahu: "unconventional, perhaps from a different background or place",
  ketu: "reserved, spiritual and independent",
};

export const EN: Phrases = {
  hello: (name) => (name ? `Namaste ${name}.` : "Namaste."),
  houseSign: [
    (house, sign, area) => `For ${area}, the chart looks first at your ${house}, which falls in ${sign}.`,
    (house, sign, area) => `Your ${house}, the house that speaks for ${area}, is ${sign}.`,
    (house, sign, area) => `${cap(area)} is read from your ${house}, and in your chart that house is ${sign}.`,
    (house, sign, area) => `${sign} falls on your ${house}, the first place a Jyotishi looks for ${area}.`,
    (house, sign, area) => `In your chart ${sign} rules the ${house}, which is the house of ${area}.`,
  ],
  lordIn: [
    (p) => `Its lord ${p.planet} sits ${at(p)}.`,
    (p) => `${p.planet}, the lord of that house, is placed ${at(p)}.`,
    (p) => `The ruler of this house, ${p.planet}, sits ${at(p)}.`,
    (p) => `${p.planet} owns that house and is placed ${at(p)}.`,
    (p) => `Its owner, ${p.planet}, is found ${at(p)}.`,
  ],
  occupants: [
    (planets, house) => `Your ${house} also holds ${planets}, adding their colour to it.`,
    (planets, house) => `Your ${house} holds ${planets}, so their nature shows in this part of life.`,
    (planets, house) => `${planets} occupy the ${house} itself and colour what it gives.`,
  ],
  empty: [
    (house, lord, area) => `No planet occupies your ${house}, so ${lord} alone carries the story of ${area}.`,
    (house, lord, area) => `With your ${house} empty, ${lord} is the planet to watch for ${area}.`,
    (house, lord, area) => `Nothing stands in your ${house}, which leaves ${area} in the hands of ${lord}.`,
  ],
  karaka: [
    (p, area) => `${p.planet}, the natural significator of ${area}, sits ${at(p)}.`,
    (p, area) => `For ${area} classical texts also read ${p.planet}, which in your chart is ${at(p)}.`,
    (p, area) => `${p.planet}, whose natural role covers ${area}, stands ${at(p)}.`,
  ],
  neechaBhanga: (planet) =>
    `${planet}'s debilitation is cancelled in your chart (neecha bhanga), so it gives its results after early effort.`,
  yogaName: (name) => YOGA_NAMES[name],
  sadeSatiPhase: (phase) => PHASES[phase],
  yoga: (name, planets) => `Your chart has ${YOGAS[name]}, formed by ${planets}.`,
  manglik: (status, marsHouse) =>
    status === "present"
      ? `Mars sits in your ${marsHouse}, so your chart is counted as Manglik, which calls for a careful match, not for fear.`
      : status === "cancelled"
        ? `Mars in your ${marsHouse} would make the chart Manglik, but a classical exception cancels it, so there is no Manglik dosha to worry about.`
        : status === "mild"
          ? `Mars is Manglik only when counted from your Moon, a mild form that a careful match handles easily.`
          : `With Mars in your ${marsHouse}, your chart is not Manglik.`,
  sadeSatiNow: (phase, until) =>
    `Saturn's Sade Sati is running over your Moon (${PHASES[phase]} phase) until ${until}, a time that rewards patience and steady routines.`,
  dashaNow: [
    (md, ad, until, area, active) =>
      `You are running the ${md} mahadasha, in its ${ad} antardasha until ${until}, and ${active ? `these lords touch the houses of ${area}, so it is an active time for it` : `these lords work mainly on other parts of life, so ${area} moves at a quieter pace now`}.`,
    (md, ad, until, area, active) =>
      `Right now the ${md} mahadasha and its ${ad} antardasha are running, until ${until}, and ${active ? `both point at ${area}` : `neither rules the houses of ${area}`}.`,
    (md, ad, until, area, active) =>
      `For ${area}, the ${md}–${ad} period running until ${until} is ${active ? "a live one, since its lords rule the houses involved" : "a background one, since its lords rule other houses"}.`,
  ],
  nextWindow: [
    (w, area) =>
      `The clearest coming window for ${area} is the ${w.md}–${w.ad} period, from ${w.from} to ${w.to}, when you will be about ${w.ages}.`,
    (w, area) =>
      `Look to ${w.from} to ${w.to} (${w.md}–${w.ad}), around age ${w.ages}, when the chart activates ${area} most clearly.`,
    (w, area) =>
      `${cap(area)} is most likely to move in the ${w.md}–${w.ad} period, ${w.from} to ${w.to}, at about ${w.ages}.`,
  ],
  windowNow: (w, area) =>
    `You are inside a supporting window for ${area} right now, as the ${w.md}–${w.ad} period runs until ${w.to}.`,
  pastWindow: (w, area) =>
    `An earlier window for ${area}, ${w.md}–${w.ad} from ${w.from} to ${w.to} (age ${w.ages}), has already passed, and if ${area} moved for you then, the chart agrees.`,
  laterWindows: () => "Later windows:",
  windowItem: (w) => `${w.md}–${w.ad}: ${w.from} to ${w.to} (age ${w.ages})`,
  beyondAge: (area, age) =>
    `At ${age}, the usual windows for ${area} in your chart lie behind you, so I will not name a far date for ${area} as the answer.`,
  noWindow: (area) =>
    `None of the coming antardashas is ruled by a lord of ${area}, so progress comes from steady effort more than one turning point.`,
  shiftedYear: (year, area, w, next) =>
    w
      ? `For ${year}, the period that matters for ${area} is ${w.md}–${w.ad}, from ${w.from} to ${w.to}.`
      : next
        ? `For ${year}, no period in your chart points strongly at ${area}, and the next one that does, ${next.md}–${next.ad}, begins in ${next.from}.`
        : `For ${year}, no period in your chart points strongly at ${area}, so ${year} is for quiet preparation and the larger step comes later.`,
  tone: {
    strong: [
      (area, lord) => `With ${lord} well placed, ${area} is one of the stronger threads of your chart.`,
      (area, lord) => `On balance ${area} is well supported, and ${lord} gives what it promises.`,
      (area, lord) => `${lord} stands strong, so ${area} rests on a solid base in your chart.`,
    ],
    mixed: [
      (area, lord) =>
        `On balance ${area} shows mixed influences around ${lord}, so results for ${area} come with the right timing.`,
      (area, lord) => `${lord} gives ${area} a middle strength, so effort at the right time counts for more than luck.`,
      (area, lord) =>
        `${cap(area)} sits between ease and struggle in your chart, with ${lord} neither weak nor commanding.`,
    ],
    slow: [
      (area, lord) =>
        `${lord} is under strain, so ${area} ripens slowly in your chart, and a slower start is not a closed door.`,
      (area, lord) => `With ${lord} working hard for its results, ${area} asks for patience and persistence from you.`,
      (area, lord) => `${cap(area)} is a slower thread for you, because ${lord} must work hard before it gives.`,
    ],
  },
  likelihood: {
    strong: (area, house) =>
      `Yes, your ${house} supports ${area} well, so the question for ${area} is when, not whether.`,
    mixed: (area, house) =>
      `It is likely, with effort, because your ${house} gives ${area} a fair but not effortless promise.`,
    slow: (area, house) => `It can happen, but your ${house} shows ${area} coming late or through extra effort.`,
  },
  choiceLean: (lean, other, leanHouse, otherHouse, leanLord) =>
    `Between ${lean} and ${other}, your chart leans towards ${lean}, because your ${leanHouse}, ruled by ${leanLord}, is stronger than your ${otherHouse}.`,
  choiceEven: (a, b) =>
    `Your chart does not lean clearly between ${a} and ${b}, so both are open and your own preference for ${a} or ${b} can decide.`,
  choiceReason: (option, p, house) =>
    `For ${option} the chart reads your ${house}, whose lord ${p.planet} sits ${at(p)}.`,
  count: (area, house, sign, indication) =>
    `Classical texts read the number of ${area} from your ${house}, here ${sign}, from its lord and from Jupiter, and in your chart they indicate ${indication === "one" ? "one, perhaps two" : indication === "two" ? "two" : "two or more"}.`,
  countCaveat: (area, lord) =>
    `Read ${lord}'s testimony as a classical indication only, since for ${area} today's choices, health and family planning decide the real number.`,
  kindLead: (area, sign, traits, work) =>
    work
      ? `For ${area}, your chart's ${sign} asks for work that suits a nature that is ${traits}.`
      : `For ${area}, your chart's ${sign} points to someone ${traits}.`,
  kindPlanet: (p, traits, work) =>
    work ? `${p.planet}, ${at(p)}, points to ${traits}.` : `${p.planet}, ${at(p)}, adds someone ${traits}.`,
  signTraits: (sign) => SIGN_TRAITS[sign] ?? "",
  planetTraits: (body, area) => (area === "career" || area === "education" ? CAREER_FIELDS[body] : PERSON_TRAITS[body]),
  whyLead: (area, house, sign, lord) =>
    `The reason lies in your ${house} in ${sign}, the house of ${area}, in its lord ${lord}, and in the period you are running.`,
  explainLead: (area) => `Put simply, here is what your chart says about ${area}.`,
  perspective: (area) =>
    `For ${area}, a chart shows tendencies and timing, not a fixed fate, and your own choices shape how they unfold.`,
  secondHouse: [
    (house, sign, area, lord) =>
      `The chart also weighs your ${house} for ${area}, which is ${sign}, with its lord ${lord.planet} ${at(lord)}.`,
    (house, sign, area, lord) =>
      `A second view of ${area} comes from your ${house} in ${sign}, whose lord ${lord.planet} sits ${at(lord)}.`,
    (house, sign, area, lord) =>
      `Your ${house}, ${sign}, adds to the picture of ${area}, and its ruler ${lord.planet} is placed ${at(lord)}.`,
  ],
  transit: (planet, house, until, area, favourable) =>
    `${planet} is transiting your ${house} until ${until}, ${favourable ? `a helpful passage for ${area}` : `a passage that asks for patience with ${area}`}.`,
  professional: {
    health: "Please also see a doctor.",
    finance: "Please check with an adviser.",
    legal: "Please also consult a lawyer.",
  },
  greeting:
    "Namaste. I read your birth chart for the questions that matter to you: career, marriage, money, health, studies, family or travel. What would you like to ask?",
  offTopic: {
    other:
      "That is outside what a birth chart can answer. I can read your chart for your career, marriage, money, health, studies, family or travel; ask me about any of them.",
    task: "Writing letters and other tasks is not what I do here; I read your birth chart. Ask me about your career, marriage, money, health, studies, family or travel.",
    instruction:
      "I stay the guru of this app and answer only from your birth chart. Ask me about your career, marriage, money, health, studies, family or travel.",
    prescription:
      "I cannot suggest medicines or doses; please ask a doctor, who can examine you. I can read what your chart says about your health and its timing.",
  },
  unplaced:
    "I could not tell which part of your life you are asking about. Could you say it in a few words, for example your work, marriage, money or health?",
  noMatch:
    "I can read how your kundali matches a partner's once you have matched them: open Match kundali on your kundali page, enter your partner's birth details, and then ask me about the match.",
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
