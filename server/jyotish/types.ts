/**
 * What the chart judgement (server/jyotish) returns: functional roles, planet strength, neecha bhanga, yogas,
 * Manglik, gochar (transits), Sade Sati, ashtama Shani, the running dasha down to pratyantardasha, and
 * age-aware timing windows. Every finding names the rule set (school) it follows; docs/jyotish.md lists them.
 */

import type { BodyName, DashaLord, DashaStack, Dignity, PlanetName, SignIndex } from "../astro/types";
import type { LifeArea } from "../guru/life-areas";

/** The rule set a finding follows (docs/jyotish.md names the texts). */
export type School =
  | "parashari" // Brihat Parashara Hora Shastra and its common North Indian reading
  | "phaladeepika" // Mantreswara's Phaladeepika
  | "saravali" // Kalyanavarma's Saravali
  | "common-practice"; // widespread modern practice, not one classical text

/** A planet's functional role for an ascendant (Parashari, by the houses it rules). */
export type FunctionalRole = "yogakaraka" | "benefic" | "neutral" | "malefic";

export interface FunctionalRoles {
  ascendantSign: SignIndex;
  /** Role of each of the seven planets for this ascendant. */
  roles: Record<PlanetName, FunctionalRole>;
  /** The planet ruling both a kendra and a trikona (other than the 1st), or null. */
  yogakaraka: PlanetName | null;
  benefics: PlanetName[];
  malefics: PlanetName[];
  /** Lords of the 2nd and 7th (marakas). */
  marakas: PlanetName[];
  /** One line per planet saying why ("rules the 5th and 10th: a kendra and a trikona"). */
  reasons: Record<PlanetName, string>;
  school: School;
}

/** How well a planet is placed, for "best placed planet" and for weighing indications. */
export interface PlanetStrength {
  body: PlanetName;
  /** Higher is stronger; only comparable within one chart. */
  score: number;
  dignity: Dignity | null;
  house: number;
  combust: boolean;
  retrograde: boolean;
  /** Debilitated but with neecha bhanga. */
  neechaBhanga: boolean;
  /** Short reasons, strongest first ("exalted", "in a kendra", "combust"). */
  reasons: string[];
}

export type NeechaBhangaCondition =
  /** The lord of the debilitation sign is in a kendra from the ascendant or from the Moon. */
  | "dispositor-in-kendra"
  /** The planet that is exalted in the debilitation sign is in a kendra from the ascendant or the Moon. */
  | "exaltation-lord-in-kendra"
  /** The lord of the planet's exaltation sign is in a kendra from the ascendant or the Moon. */
  | "exaltation-sign-lord-in-kendra"
  /** The dispositor aspects the debilitated planet. */
  | "dispositor-aspects"
  /** The debilitated planet is exalted in the navamsa (D9). */
  | "exalted-in-navamsa"
  /** The debilitated planet is conjunct its dispositor or the planet exalted in that sign. */
  | "conjunct-dispositor";

export interface NeechaBhanga {
  body: PlanetName;
  /** True when at least one classical condition holds. */
  cancelled: boolean;
  conditions: NeechaBhangaCondition[];
  /** One sentence per condition met. */
  reasons: string[];
  school: School;
}

export type YogaName =
  | "gajakesari"
  | "ruchaka"
  | "bhadra"
  | "hamsa"
  | "malavya"
  | "sasa"
  | "budha-aditya"
  | "raja"
  | "dhana"
  | "viparita-raja"
  | "kemadruma";

export interface Yoga {
  name: YogaName;
  /** Display name: "Gajakesari yoga", "Ruchaka (Mahapurusha) yoga". */
  label: string;
  /** "benefic" for the good yogas, "challenging" for Kemadruma. */
  nature: "benefic" | "challenging";
  bodies: BodyName[];
  houses: number[];
  /** Why it is present, in one sentence built from the chart. */
  reason: string;
  /** What it classically gives, in a few words. */
  gives: string;
  /** Kemadruma: the conditions that cancel it; when any holds, `cancelled` is true. */
  cancelledBy: string[];
  cancelled: boolean;
  /** Weakened (a yoga planet combust or debilitated without neecha bhanga). */
  weakened: boolean;
  school: School;
}

export type ManglikException =
  | "mars-own-sign"
  | "mars-exalted"
  | "mars-in-leo-or-aquarius"
  | "mars-aspected-by-jupiter"
  | "mars-conjunct-jupiter-or-moon"
  | "second-house-gemini-virgo"
  | "fourth-house-aries-scorpio"
  | "seventh-house-cancer-capricorn"
  | "eighth-house-sagittarius-pisces"
  | "twelfth-house-taurus-libra";

export interface Manglik {
  /** Mars in 1, 2, 4, 7, 8 or 12 counted from the ascendant. */
  fromAscendant: boolean;
  /** The same counted from the Moon (often also checked). */
  fromMoon: boolean;
  /** The same counted from Venus (South Indian practice). */
  fromVenus: boolean;
  marsHouse: number;
  /** Exceptions that hold for this chart. */
  exceptions: ManglikException[];
  exceptionReasons: string[];
  /** Manglik from the ascendant (or Moon) and no exception cancels it. */
  manglik: boolean;
  /** "none" | "cancelled" | "mild" (from the Moon only) | "present". */
  status: "none" | "cancelled" | "mild" | "present";
  school: School;
}

export type TransitBody = "saturn" | "jupiter" | "rahu" | "ketu";

export interface TransitPlacement {
  body: TransitBody;
  lon: number;
  sign: SignIndex;
  retrograde: boolean;
  /** Whole-sign house counted from the natal ascendant. */
  houseFromAscendant: number;
  /** Whole-sign house counted from the natal Moon. */
  houseFromMoon: number;
  /** When it entered this sign and when it leaves it (last exit, ISO), as far as the tables reach. */
  since: string | null;
  until: string | null;
  /** Classical reading of a transit in that house from the Moon (Phaladeepika gochara). */
  favourable: boolean;
}

export interface Gochar {
  at: string;
  placements: Record<TransitBody, TransitPlacement>;
  school: School;
}

export type SadeSatiPhase = "rising" | "peak" | "setting";

export interface SaturnSpell {
  /** First entry of Saturn into the first sign of the spell (ISO). */
  start: string;
  /** Final exit from its last sign (ISO). */
  end: string;
}

export interface SadeSati {
  /** Saturn in the 12th, 1st or 2nd from the natal Moon at the date. */
  active: boolean;
  phase: SadeSatiPhase | null;
  /** The spell running now, else null. */
  current: SaturnSpell | null;
  /** The current phase's own dates when active. */
  phaseSpan: SaturnSpell | null;
  /** The last finished and the next coming spell. */
  previous: SaturnSpell | null;
  next: SaturnSpell | null;
  moonSign: SignIndex;
  school: School;
}

export interface AshtamaShani {
  /** Saturn in the 8th from the natal Moon. */
  active: boolean;
  current: SaturnSpell | null;
  next: SaturnSpell | null;
  school: School;
}

/** What a timing question is about: a life area (houses and karakas from docs/jyotish.md) or houses given directly. */
export type TimingTarget = LifeArea | { houses: number[]; karakas?: BodyName[] };

export interface TimingWindow {
  start: string;
  end: string;
  mahadasha: DashaLord;
  antardasha: DashaLord;
  /** For near windows: the pratyantardasha inside it that points at the area most (its lord and dates). */
  pratyantardasha: DashaLord | null;
  peak: { start: string; end: string } | null;
  /** Age in whole years at the window's start. */
  ageAtStart: number;
  ageAtEnd: number;
  /** Ended before now. */
  past: boolean;
  /** Contains now. */
  current: boolean;
  /** How strongly the lords point at the area; higher is stronger. */
  score: number;
  /** Why: "Venus rules your 7th", "Jupiter aspects your 7th by transit". */
  reasons: string[];
  /** The same as data: how each dasha lord touches the houses read, and Jupiter's transit (for any language). */
  links: WindowLinks;
}

/** Jupiter transiting or aspecting the main house read (counted from the lagna) during a window. */
export interface JupiterLink {
  kind: "transits" | "aspects";
  house: number;
}

export interface WindowLinks {
  mahadasha: DashaLink["links"];
  antardasha: DashaLink["links"];
  /** For near windows: the peak pratyantardasha lord's links; null otherwise. */
  pratyantardasha: DashaLink["links"] | null;
  jupiter: JupiterLink | null;
}

export interface WindowsResult {
  area: LifeArea | null;
  houses: number[];
  /** Age in whole years now. */
  ageNow: number;
  /** The plausible ages for this area (and gender where it matters), as used. */
  plausibleAges: { from: number; to: number };
  /** Windows in order, past and coming, within plausible ages. */
  windows: TimingWindow[];
  /** The best coming (or current) window: the nearest strong one, not a far one when a nearer one exists. */
  next: TimingWindow | null;
  /** The strongest past window (for "it may already have happened"). */
  lastPast: TimingWindow | null;
  /** Left out because the asker would be past the plausible age; counted so the answer can say so. */
  excludedBeyondAge: number;
  /** True when the asker is already beyond the plausible age for the area. */
  beyondPlausibleAge: boolean;
}

export interface AscendantJudgement {
  sign: SignIndex;
  lord: PlanetName;
  lordHouse: number;
  lordDignity: Dignity | null;
  lordStrength: PlanetStrength;
}

/** Everything judgeChart finds, in one structure. */
export interface ChartJudgement {
  at: string;
  ageYears: number;
  ascendant: AscendantJudgement;
  functional: FunctionalRoles;
  /** The seven planets, strongest first. */
  strengths: PlanetStrength[];
  bestPlaced: PlanetStrength;
  neechaBhanga: NeechaBhanga[];
  yogas: Yoga[];
  manglik: Manglik;
  dasha: DashaStack | null;
  gochar: Gochar;
  sadeSati: SadeSati;
  ashtamaShani: AshtamaShani;
}

// ---- The person a question is about (subject.ts) -------------------------------------------------------------

/** Who a question is about, read from the asker's chart. */
export type Relative =
  | "self"
  | "spouse"
  | "partner"
  | "child"
  | "father"
  | "mother"
  | "parents"
  | "elder_sibling"
  | "younger_sibling"
  | "sibling"
  | "in_law"
  | "friend";

/** The asker's (or a subject's) gender as the profile gives it; null when not given. */
export type Gender = "male" | "female" | "other" | null;

/** Why a body is a karaka of a subject or an area (the guru phrases it; the code compares ids, never English). */
export type KarakaRole =
  | "wife" // Venus: kalatra karaka, the wife in a man's chart
  | "husband" // Jupiter: the husband in a woman's chart
  | "spouse" // Venus and Jupiter both, when the asker's gender is not known
  | "children" // Jupiter: putra karaka
  | "father" // the Sun: pitri karaka
  | "mother" // the Moon: matri karaka
  | "siblings" // Mars: bhratri karaka
  | "friends" // Mercury: friends and companions
  | "area"; // a karaka of the life area asked about (career: the Sun, Saturn...)

export interface Karaka {
  body: BodyName;
  role: KarakaRole;
  school: School;
}

/** The houses and karakas that stand for a person in the asker's chart. */
export interface SubjectFrame {
  relative: Relative;
  /** The house standing for that person, counted from the lagna (the first when two stand for them). */
  house: number;
  /** Every house standing for them: parents 4 and 9, siblings 3 and 11; one house for the others. */
  houses: number[];
  /** For in-laws: the house is derived (8 = the 2nd from the 7th, the spouse's family); null otherwise. */
  derivedFrom: { house: number; count: number } | null;
  karakas: Karaka[];
  school: School;
  /** A short English reason, for logs and the LLM grounding ("the 7th house stands for the spouse"). */
  why: string;
}

/** An area's houses read for a subject: counted from the subject's house (bhavat bhavam). */
export interface SubjectHouses {
  relative: Relative;
  /** The subject's own house(s), from the lagna. */
  subjectHouses: number[];
  /** The area's houses as asked (counted from the subject), main first. */
  areaHouses: number[];
  /** The same houses counted from the lagna: the houses to read in the chart, main first, no repeats. */
  houses: number[];
  /** For each subject house, the area's houses counted from it (parents: from the 4th and from the 9th). */
  bySubjectHouse: { subjectHouse: number; houses: number[] }[];
  /** The area's karakas, then the subject's, no repeats (a body keeps its first role). */
  karakas: Karaka[];
  school: School;
  why: string;
}

// ---- Planet condition, direct answers, framed transits --------------------------------------------------------

/** A planet's strength in words the guru can use: strong, middling or weak. */
export type StrengthVerdict = "strong" | "middling" | "weak";

/**
 * One planet's condition with every factor stated: dignity, combustion, retrogression and neecha bhanga, and the
 * verdict of strength.ts's score, which weighs all of them.
 */
export interface PlanetCondition {
  planet: PlanetName;
  sign: SignIndex;
  /** Whole-sign house from the lagna. */
  house: number;
  dignity: Dignity | null;
  combust: boolean;
  retrograde: boolean;
  /** Debilitated with its debilitation cancelled. */
  neechaBhanga: boolean;
  score: number;
  verdict: StrengthVerdict;
}

/** "Is Sade Sati running?" answered yes or no first. */
export interface SadeSatiAnswer {
  running: boolean;
  phase: SadeSatiPhase | null;
  /** The whole spell running now (about 7.5 years), or null. */
  span: SaturnSpell | null;
  /** The running phase's own dates, or null. */
  phaseSpan: SaturnSpell | null;
  /** The next spell (after the running one, or the coming one). */
  next: SaturnSpell | null;
  previous: SaturnSpell | null;
  moonSign: SignIndex;
  school: School;
}

export type ManglikReason =
  /** Mars counted from the lagna or the Moon, and whether that house makes the chart manglik. */
  | { kind: "mars-house"; from: "ascendant" | "moon"; house: number; counts: boolean }
  /** A classical exception that cancels it. */
  | { kind: "exception"; exception: ManglikException };

/** "Am I manglik?" answered yes, mild, cancelled or no first. */
export interface ManglikAnswer {
  manglik: "yes" | "mild" | "cancelled" | "no";
  marsHouse: number;
  reasons: ManglikReason[];
  school: School;
}

/** The frame a transit is counted in: from the natal Moon (gochara) or from the lagna. */
export type TransitFrame = "moon" | "ascendant";

/** How a transiting body colours the matters of the house it passes (a house-signification reading). */
export type TransitEffect =
  | "expands" // Jupiter: growth, support, blessing
  | "tests" // Saturn: delay, weight, steady effort asked
  | "stirs" // Rahu: ambition, restlessness, the unusual and foreign
  | "detaches"; // Ketu: withdrawal, loss of interest, inward turn

/**
 * A transit judged in one frame only, so a sentence never names the house in one frame and the verdict in the
 * other. From the Moon: Phaladeepika's gochara verdict. From the lagna: which house's matters it touches and how
 * (no good/bad verdict: the classical gochara table is counted from the Moon).
 */
export type FramedTransit =
  | {
      frame: "moon";
      body: TransitBody;
      sign: SignIndex;
      house: number;
      favourable: boolean;
      since: string | null;
      until: string | null;
      school: "phaladeepika";
    }
  | {
      frame: "ascendant";
      body: TransitBody;
      sign: SignIndex;
      house: number;
      favourable: null;
      effect: TransitEffect;
      since: string | null;
      until: string | null;
      school: "common-practice";
    };

// ---- Love or arranged marriage (love-marriage.ts) --------------------------------------------------------------

export type LoveSign =
  | "lords-exchange" // the 5th and 7th lords in each other's signs
  | "lords-conjunct"
  | "lords-mutual-aspect"
  | "fifth-lord-in-seventh"
  | "seventh-lord-in-fifth"
  /** The 7th lord in the 5th in its exaltation sign (the Moon in Taurus, Venus in Pisces): a strong love sign. */
  | "seventh-lord-exalted-in-fifth"
  /** The 5th lord in the 7th in its exaltation sign (Mars in Capricorn for Cancer). */
  | "fifth-lord-exalted-in-seventh"
  | "lord-with-venus"
  | "lord-with-rahu";

export type ArrangedSign =
  /** The 7th lord joined with the 9th lord (elders, dharma, tradition), or either in the other's house. */
  | "seventh-lord-with-ninth-lord"
  /** The 7th lord joined with the 2nd lord (the family), or in the 2nd. */
  | "seventh-lord-with-second-lord"
  /** Jupiter in or aspecting the 7th. */
  | "jupiter-on-seventh"
  /** No link at all between the 5th and 7th lords. */
  | "no-fifth-seventh-link";

export type LoveArrangedReason =
  | { kind: "love"; sign: LoveSign; planets: BodyName[]; weight: number }
  | { kind: "arranged"; sign: ArrangedSign; planets: BodyName[]; weight: number };

export interface LoveOrArranged {
  lean: "love" | "arranged" | "both";
  /** Sum of the love signs' weights, and of the arranged signs'. */
  love: number;
  arranged: number;
  /** Heaviest first. */
  reasons: LoveArrangedReason[];
  fifthLord: PlanetCondition;
  seventhLord: PlanetCondition;
  school: School;
}

// ---- Readings of a house for a subject, and the navamsa view of marriage (reading.ts, navamsa.ts) ------------

/** How a fact bears on the question: it helps, it hurts, or it is stated without weighing (retrogression). */
export type Effect = "supports" | "afflicts" | "neutral";

/** Natural benefics (Jupiter, Venus, Mercury, a waxing Moon) and malefics (the Sun, Mars, Saturn, Rahu, Ketu). */
export type NaturalNature = "benefic" | "malefic";

export type LordConditionKind = "combust" | "retrograde" | "neecha-bhanga";

/**
 * One fact behind a verdict, as data the guru phrases in each language (never English prose). `weight` ranks the
 * facts (heavier first); `effect` says which way it leans. Houses are whole-sign from the lagna unless named
 * otherwise (`fromHouse`: counted from the house read; `d9House`: from the navamsa lagna).
 */
export type ReadingReason =
  /** The house lord's placement: its house, the house it stands in counted from the house read, its dignity. */
  | {
      kind: "lord-placement";
      planet: PlanetName;
      house: number;
      fromHouse: number;
      dignity: Dignity | null;
      effect: Effect;
      weight: number;
    }
  /** The house lord (or a karaka) is combust, retrograde, or debilitated with neecha bhanga. */
  | { kind: "lord-condition"; planet: PlanetName; condition: LordConditionKind; effect: Effect; weight: number }
  /** A planet standing in the house read. */
  | {
      kind: "occupant";
      planet: BodyName;
      house: number;
      nature: NaturalNature;
      dignity: Dignity | null;
      effect: Effect;
      weight: number;
    }
  /** A planet aspecting the house read (Jupiter helps; Saturn and Mars press). */
  | { kind: "aspect"; planet: BodyName; house: number; nature: NaturalNature; effect: Effect; weight: number }
  /** A karaka's strength, with combustion, retrogression and neecha bhanga stated. */
  | {
      kind: "karaka";
      planet: PlanetName;
      role: KarakaRole;
      verdict: StrengthVerdict;
      dignity: Dignity | null;
      combust: boolean;
      retrograde: boolean;
      neechaBhanga: boolean;
      effect: Effect;
      weight: number;
    }
  /** A planet's dignity in the navamsa (D9), and whether it is vargottama (the same sign in D1 and D9). */
  | {
      kind: "d9-dignity";
      planet: PlanetName;
      role: "seventh-lord" | "d9-seventh-lord" | KarakaRole;
      d9Sign: SignIndex;
      d9House: number;
      dignity: Dignity;
      vargottama: boolean;
      effect: Effect;
      weight: number;
    }
  /** A planet in the navamsa's 7th house. */
  | { kind: "d9-occupant"; planet: BodyName; nature: NaturalNature; effect: Effect; weight: number };

export type Lean = "supportive" | "mixed" | "challenging";

/** How a running dasha lord touches the houses read: by lordship, by standing there, by aspect, as a karaka. */
export type DashaLinkKind = "rules" | "occupies" | "aspects" | "karaka" | "through-dispositor";

export interface DashaLink {
  level: "mahadasha" | "antardasha" | "pratyantardasha";
  lord: DashaLord;
  links: { kind: DashaLinkKind; house: number | null; planet: BodyName | null }[];
  start: string;
  end: string;
}

/** A life area of a subject read from the asker's chart. */
export interface SubjectReading {
  relative: Relative;
  area: LifeArea | null;
  frame: SubjectHouses;
  /** The main house read, from the lagna (the area's main house counted from the subject's house). */
  house: number;
  sign: SignIndex;
  lord: PlanetName;
  lordCondition: PlanetCondition;
  /** The house the lord stands in, counted from the house read (6, 8, 12 from its own house hurt it). */
  lordFromHouse: number;
  occupants: { planet: BodyName; dignity: Dignity | null; nature: NaturalNature }[];
  karakas: { karaka: Karaka; condition: PlanetCondition | null }[];
  /** The running mahadasha, antardasha and pratyantardasha lords and their links to the houses read. */
  dasha: DashaLink[];
  lean: Lean;
  /** Two to four facts, heaviest first: what the answer says. */
  reasons: ReadingReason[];
  /** Every fact weighed, heaviest first (for the LLM grounding and the logs). */
  allReasons: ReadingReason[];
  school: School;
}

export interface NavamsaMarriage {
  /** The navamsa lagna, its 7th sign and that sign's lord. */
  lagna: SignIndex;
  lagnaVargottama: boolean;
  seventhSign: SignIndex;
  seventhLord: PlanetName;
  /** Planets in the navamsa's 7th. */
  occupants: { planet: BodyName; nature: NaturalNature }[];
  /** The D1 7th lord, the D9 7th lord and the marriage karakas in the navamsa. */
  placements: Extract<ReadingReason, { kind: "d9-dignity" }>[];
  lean: Lean;
  reasons: ReadingReason[];
  allReasons: ReadingReason[];
  school: School;
}

// ---- Windows in another person's life (timing.ts, `subject` option) -------------------------------------------

/** A window in the subject's life: ages are theirs, or null when their age is not known. */
export interface SubjectWindow extends Omit<TimingWindow, "ageAtStart" | "ageAtEnd"> {
  ageAtStart: number | null;
  ageAtEnd: number | null;
}

export interface SubjectWindowsResult {
  relative: Relative;
  /** Whose ages the windows carry: the asker's ("self"), the subject's stated age, or none ("unknown"). */
  ages: "asker" | "subject" | "unknown";
  area: LifeArea | null;
  /** The houses read, from the lagna: the area's houses counted from the subject's house. */
  houses: number[];
  karakas: Karaka[];
  /** The subject's age now, or null when not known. */
  ageNow: number | null;
  /** The plausible ages applied, or null when no age is known (then only coming and recent windows are listed). */
  plausibleAges: { from: number; to: number } | null;
  windows: SubjectWindow[];
  next: SubjectWindow | null;
  lastPast: SubjectWindow | null;
  excludedBeyondAge: number;
  beyondPlausibleAge: boolean;
}
