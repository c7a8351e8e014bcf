// The kinds of chart claim an answer can make, each checkable against the asker's chart and today's sky.
import type { BodyName, DashaLord, PlanetName } from "../../astro/types";
import type { TransitBody, YogaName } from "../../jyotish";

/** A month and year as an answer names it ("until February 2027"); month 0-11, or null when only the year is said. */
export interface NamedDate {
  year: number;
  month: number | null;
  /** Said as an estimate ("around 2029", "२०२९ तिर", "लगभग 2029"): a year either side still matches. */
  approximate?: boolean;
}

export type Claim =
  | { kind: "planet-sign"; body: BodyName; sign: number; text: string }
  | { kind: "planet-house"; body: BodyName; house: number; text: string }
  | { kind: "house-sign"; house: number; sign: number; text: string }
  | { kind: "lordship"; house: number; body: PlanetName; text: string }
  | {
      kind: "dignity";
      body: BodyName;
      dignity: "exalted" | "debilitated" | "own" | "combust" | "retrograde";
      text: string;
    }
  | { kind: "running-dasha"; level: "mahadasha" | "antardasha"; lord: DashaLord; text: string }
  /** A period with its dates: its mahadasha lord, antardasha lord or both, and when it starts or ends. */
  | {
      kind: "period-date";
      mahadasha: DashaLord | null;
      antardasha: DashaLord | null;
      edge: "start" | "end";
      date: NamedDate;
      text: string;
    }
  /** The running period's dates said without its lord ("your current antardasha runs until 2029", "अहिले
   * चलिरहेको अन्तर्दशा २०२९ सम्म"): the mahadasha's, the antardasha's, or either's when only "period" is said. */
  | {
      kind: "running-period-date";
      level: "mahadasha" | "antardasha" | null;
      edge: "start" | "end";
      date: NamedDate;
      text: string;
    }
  | { kind: "manglik"; status: "yes" | "no" | "cancelled"; text: string }
  | { kind: "sade-sati"; running: boolean; text: string }
  | { kind: "sade-sati-date"; which: "current-end" | "next-start"; date: NamedDate; text: string }
  | { kind: "yoga"; yoga: YogaName; present: boolean; text: string }
  /** A slow planet's transit today: its sign, or its house counted from the lagna or from the Moon. */
  | { kind: "transit"; body: TransitBody; sign?: number; house?: number; fromMoon?: boolean; text: string };

export type ClaimKind = Claim["kind"];

const TRANSIT_BODIES: ReadonlySet<BodyName> = new Set(["saturn", "jupiter", "rahu", "ketu"]);

/**
 * The claims of one planet's placement as a sentence tells it, in any language: told of today, a slow planet's transit
 * (the faster ones change sign too often to check a reply against); else the birth chart's sign and house (a house
 * counted from the Moon is no birth-chart house).
 */
export function placementClaims(placement: {
  body: BodyName;
  sign: number | undefined;
  house: number | undefined;
  fromMoon: boolean;
  today: boolean;
  text: string;
}): Claim[] {
  const { body, sign, house, fromMoon, today, text } = placement;
  if (today) {
    if (!TRANSIT_BODIES.has(body) || (sign === undefined && house === undefined)) return [];
    return [
      {
        kind: "transit",
        body: body as TransitBody,
        ...(sign !== undefined ? { sign } : {}),
        ...(house !== undefined ? { house, fromMoon } : {}),
        text,
      },
    ];
  }
  const claims: Claim[] = [];
  if (sign !== undefined) claims.push({ kind: "planet-sign", body, sign, text });
  if (house !== undefined && !fromMoon) claims.push({ kind: "planet-house", body, house, text });
  return claims;
}
