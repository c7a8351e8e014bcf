/**
 * The three matching doshas (Nadi, Bhakoot, Gana) and their classical cancellations (parihara), as North
 * Indian matching guides print them after the muhurta texts (Muhurta Chintamani and its commentaries); lists
 * differ, so the chosen ones are named here and in docs/jyotish.md. A cancellation marks the dosha cancelled;
 * it never changes the koota's points (the score stays what the tables give, as panchangas print it).
 */
import { BODY_DISPLAY_NAMES, SIGN_NAMES, signLord } from "../../astro/jyotish";
import type { PlanetName } from "../../astro/types";
import { ganaOf, lordsFriendly, type MoonPlace, signDistance, starName } from "./kootas";
import { nadiOf } from "./tables";
import type { Dosha, DoshaName } from "./types";

function dosha(name: DoshaName, present: boolean, cancelled: boolean, reason: string): Dosha {
  return { name, present, cancelled: present && cancelled, reason };
}

const lordOf = (sign: number): PlanetName => signLord(sign);
const named = (p: PlanetName) => BODY_DISPLAY_NAMES[p];
const signOf = (place: MoonPlace) => SIGN_NAMES[place.sign] ?? "";

/**
 * Why the lords of the two Moon signs, or else of the two Moons' navamsas, lift a dosha: the same planet, or
 * mutual natural friends (each counts the other a friend). Null when neither holds.
 */
function lordsExcuse(bride: MoonPlace, groom: MoonPlace, withNavamsa: boolean): string | null {
  const pairs: [string, PlanetName, PlanetName][] = [["Moon-sign", lordOf(bride.sign), lordOf(groom.sign)]];
  if (withNavamsa) pairs.push(["navamsa", lordOf(bride.navamsaSign), lordOf(groom.navamsaSign)]);
  for (const [what, b, g] of pairs) {
    if (b === g) return `both ${what} lords are ${named(b)}`;
    if (lordsFriendly(b, g)) return `the ${what} lords, ${named(b)} and ${named(g)}, are natural friends`;
  }
  return null;
}

/**
 * Nadi dosha: both Moons in one nadi. Cancelled (common North Indian practice) when the Moons share a sign but
 * not a nakshatra, share a nakshatra but not a sign, share nakshatra and sign but not a pada, or stand in two
 * signs of one lord. Friendship of the lords alone does not cancel it (it is the weightiest koota).
 */
export function nadiDosha(bride: MoonPlace, groom: MoonPlace): Dosha {
  const b = nadiOf(bride.nakshatra);
  const g = nadiOf(groom.nakshatra);
  if (b !== g) return dosha("nadi", false, false, `No Nadi dosha: the nadis differ (${b} and ${g}).`);
  const present = `Both Moons are in the ${b} nadi`;
  const sameSign = bride.sign === groom.sign;
  const sameStar = bride.nakshatra === groom.nakshatra;
  let excuse: string | null = null;
  if (sameSign && !sameStar) excuse = `both Moons are in ${signOf(bride)} but in different nakshatras`;
  else if (sameStar && !sameSign) excuse = `both Moons are in ${starName(bride)} but in different signs`;
  else if (sameStar && bride.pada !== groom.pada) {
    excuse = `both Moons are in ${starName(bride)} but in different padas (${bride.pada} and ${groom.pada})`;
  } else if (!sameSign && lordOf(bride.sign) === lordOf(groom.sign)) {
    excuse = `both Moon signs are ruled by ${named(lordOf(bride.sign))}`;
  }
  return excuse
    ? dosha("nadi", true, true, `${present}; cancelled because ${excuse}.`)
    : dosha("nadi", true, false, `${present}.`);
}

/**
 * Bhakoot dosha: the Moon signs 2/12, 5/9 or 6/8 from each other. Cancelled when the two Moon-sign lords, or
 * the two Moons' navamsa lords, are one planet or mutual natural friends.
 */
export function bhakootDosha(bride: MoonPlace, groom: MoonPlace): Dosha {
  const d = signDistance(bride, groom);
  const pair = Math.min(d, 14 - d);
  const pairs: Record<number, string> = { 2: "2/12", 5: "5/9", 6: "6/8" };
  const label = pairs[pair];
  const signs = `${signOf(bride)} and ${signOf(groom)}`;
  if (!label) return dosha("bhakoot", false, false, `No Bhakoot dosha: the Moon signs (${signs}) sit well together.`);
  const present = `The Moon signs (${signs}) are ${label} from each other`;
  const excuse = lordsExcuse(bride, groom, true);
  return excuse
    ? dosha("bhakoot", true, true, `${present}; cancelled because ${excuse}.`)
    : dosha("bhakoot", true, false, `${present}.`);
}

/**
 * Gana dosha: one Moon in a Rakshasa nakshatra and the other not (even the 1 point of a Rakshasa groom with a
 * Deva bride counts). Cancelled when the Moon-sign lords, or the Moons' navamsa lords, are one planet or mutual
 * natural friends.
 */
export function ganaDosha(bride: MoonPlace, groom: MoonPlace): Dosha {
  const b = ganaOf(bride);
  const g = ganaOf(groom);
  const ganas = `bride ${b}, groom ${g}`;
  if ((b === "Rakshasa") === (g === "Rakshasa")) return dosha("gana", false, false, `No Gana dosha (${ganas}).`);
  const present = `One temperament is Rakshasa and the other is not (${ganas})`;
  const excuse = lordsExcuse(bride, groom, true);
  return excuse
    ? dosha("gana", true, true, `${present}; cancelled because ${excuse}.`)
    : dosha("gana", true, false, `${present}.`);
}

/** The three doshas in the order Nadi, Bhakoot, Gana; every one is listed, present or not. */
export function doshas(bride: MoonPlace, groom: MoonPlace): Dosha[] {
  return [nadiDosha(bride, groom), bhakootDosha(bride, groom), ganaDosha(bride, groom)];
}
