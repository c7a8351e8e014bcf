// The shapes of SPEC §3 / §7 the machines work with. The adapters (src/adapters/api.ts) produce them.

export interface GuruProfile {
  name: string;
  expertise: string;
  profile_description: string;
  image_url: string;
}

export interface Profile {
  id: number | string;
  name: string;
  email: string;
  gender: "male" | "female" | "other" | string;
  contact: string;
  guru_id: number | string | null;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  country: string;
  /** Whether the e-mail address was confirmed through the mailed link. */
  email_verified?: boolean;
  guru_profile: GuruProfile | null;
}

export interface ChartHouse {
  sign: number | string;
  planet_small: string[];
}

/** The guest's or user's chart as the app keeps it (SPEC §3 Kundali plus what astro-details returned). */
export interface Kundali {
  horoscope_sign: string;
  session_id: string;
  interpretation: string;
  chart: ChartHouse[];
  name: string;
  gender: string;
  birth_date: string;
  birth_time: string;
  birth_place: string;
  country: string;
}

export interface ChatMessage {
  name: string;
  /** HTML (sanitized by the view). */
  msg: string;
  /** "user" for own messages, "guru" for the other side. */
  slug: "user" | "guru";
}

export interface QueryHistoryItem {
  query: string;
  response: Array<{ text?: { value?: string } }>;
}

export interface WalkthroughSlide {
  img: string;
  title: string;
  description: string;
}

export interface LoadingStep {
  name: string;
  /** How long the step is shown, in ms. */
  time: number;
}

export interface LoadingData {
  loading_text: LoadingStep[];
  chat_analysis_msg: string;
}

export interface Category {
  name: string;
}

export interface SubscriptionPackage {
  sku: string;
  queries: number;
  listings: Record<string, { title: string; description: string }>;
  defaultPrice: { priceMicros: string | number };
}

/** What an adapter throws for a failed call (src/adapters/http.ts builds it). */
export interface CallFailure {
  message: string;
  status: number | null;
  /** 422 per-field messages (Laravel shape). */
  fieldErrors: Record<string, string[]>;
}

export function isCallFailure(error: unknown): error is CallFailure {
  return typeof error === "object" && error !== null && "message" in error && "fieldErrors" in error;
}

/** The 422 field errors of a failure, first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isCallFailure(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] as string]),
  );
}

// ---- Kundali matching (Ashtakoot guna milan): POST / GET /api/matches ----------------------------------------------
// Every text field (labels, meanings, reasons, summary, sign and nakshatra names, manglik_text) arrives in the UI
// language (Accept-Language); the client adds only its own words.

export type MatchRole = "bride" | "groom";
export type MatchManglikStatus = "none" | "cancelled" | "mild" | "present";
export type MatchKootaName = "varna" | "vashya" | "tara" | "yoni" | "graha_maitri" | "gana" | "bhakoot" | "nadi";
export type MatchDoshaName = "nadi" | "bhakoot" | "gana";
/** Manglik of both weighed together. */
export type MatchManglik = "neither" | "both" | "bride_only" | "groom_only";

/** One side of a match: the asker (from their own chart) or the partner. */
export interface MatchSide {
  name: string;
  gender: string;
  role: MatchRole;
  moon_sign: string;
  nakshatra: string;
  pada: number;
  manglik_status: MatchManglikStatus;
  manglik_text: string;
}

export interface MatchKoota {
  name: MatchKootaName;
  label: string;
  /** 0..max; halves occur. */
  points: number;
  max: number;
  /** The bride's and the groom's category for this koota (e.g. "Brahmin", "Deva", "Adi"). */
  bride: string;
  groom: string;
  meaning: string;
}

export interface MatchDosha {
  name: MatchDoshaName;
  label: string;
  present: boolean;
  /** Present but cancelled by a classical exception (the reason says which). */
  cancelled: boolean;
  reason: string;
}

export interface MatchView {
  id: string;
  /** ISO date-time. */
  created_at: string;
  person: MatchSide;
  partner: MatchSide & { birth_date: string; birth_time: string; birth_place: string };
  /** The eight kootas in the classical order (Varna first, Nadi last). */
  kootas: MatchKoota[];
  total: number;
  max: 36;
  doshas: MatchDosha[];
  manglik: MatchManglik;
  /** Plain text, a few sentences. */
  summary: string;
}

/** POST /api/matches: the partner's birth details, as POST /api/astro-details takes them (no bot token). */
export interface MatchRequest {
  name: string;
  gender: string;
  /** YYYY-MM-DD (AD). */
  birth_date: string;
  /** HH:MM. */
  birth_time: string;
  birth_place: string;
  country?: string;
  place_id?: number;
  /** The guest session (guests only; members send their Bearer token). */
  session_id?: string;
}

export interface MatchAnswer {
  status: "success" | string;
  match: MatchView;
}
