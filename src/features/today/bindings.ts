// Today's machine bound to the app (src/wiring/boundOnce.ts): its ports made of the app logic's environment, and its
// input (the remembered place, the day kept from the last visit). Loaded with /kundali and /today, not the first load.
import { fromPromise } from "xstate";
import type { KundaliReport } from "../../../contract/kundali";
import type { PanchangAnswer } from "../../../contract/panchang";
import { type KeptDay, type Natal, type TodayInput, type TodayPlace, todayMachine } from "../../../machines/today";
import type { NatalMoon } from "../../../shared/today-reading";
import { KEPT_DAY_KEY, type KeyValueStorage, TODAY_PLACE_KEY } from "../../adapters/storage";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import { boundOnce } from "../../wiring/boundOnce";

export interface TodayPorts {
  loadNatal(): Promise<Natal>;
  loadDay(place: TodayPlace): Promise<PanchangAnswer>;
  rememberPlace(place: TodayPlace | null): void;
  keepDay(kept: KeptDay): void;
}

export const todayMachineFor = boundOnce((ports: TodayPorts) =>
  todayMachine.provide({
    actors: {
      loadNatal: fromPromise(() => ports.loadNatal()),
      loadDay: fromPromise(({ input }) => ports.loadDay(input.place)),
    },
    actions: {
      rememberPlace: (_, place) => ports.rememberPlace(place),
      keepDay: (_, kept) => ports.keepDay(kept),
    },
  }),
);

/** The Moon and the birth place of a kundali report: what Today reads the day for. */
export function natalOf(report: KundaliReport): Natal {
  const moon = report.planets.find((row) => row.point === "moon");
  if (!moon) throw new Error("The report has no Moon.");
  return {
    moon: { sign: moon.sign + 1, nakshatra: moon.nakshatra + 1 },
    birthPlace: {
      kind: "coordinates",
      name: report.person.birth_place,
      lat: report.conventions.lat,
      lon: report.conventions.lon,
      timeZone: report.conventions.timezone,
    },
  };
}

/** The reader's today ("YYYY-MM-DD") on the place's clock when its zone is known, else on the device's. */
export function todayAt(now: number, timeZone: string | null): string {
  const zone = timeZone ?? undefined;
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  }
}

/** GET /api/panchang's query for the reader's today at a place. */
export function panchangPath(place: TodayPlace, now: number): string {
  const query: Record<string, string> =
    place.kind === "city"
      ? { date: todayAt(now, null), place_id: String(place.id) }
      : {
          date: todayAt(now, place.timeZone),
          lat: String(place.lat),
          lon: String(place.lon),
          ...(place.timeZone ? { time_zone: place.timeZone } : {}),
        };
  return `/api/panchang?${new URLSearchParams(query)}`;
}

function parsed<T>(text: string | null, fits: (value: T) => boolean): T | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as T;
    return fits(value) ? value : null;
  } catch {
    return null;
  }
}

const isMoon = (moon: NatalMoon | undefined) => typeof moon?.sign === "number" && typeof moon?.nakshatra === "number";

/**
 * The kept day when it is in the reader's language (its names are), else null; a day kept before the answer had
 * festivals is dropped too (it would be drawn without them), and the next load replaces it.
 */
function keptDay(storage: KeyValueStorage): KeptDay | null {
  const kept = parsed<KeptDay & { language?: string }>(storage.get(KEPT_DAY_KEY), (value) => isMoon(value?.moon));
  return kept &&
    kept.language === language.get() &&
    typeof kept.day?.date === "string" &&
    Array.isArray(kept.day.festivals)
    ? { day: kept.day, moon: kept.moon, placeName: String(kept.placeName ?? "") }
    : null;
}

function rememberedPlace(storage: KeyValueStorage): TodayPlace | null {
  return parsed<TodayPlace>(storage.get(TODAY_PLACE_KEY), (place) =>
    place?.kind === "city" ? Number.isInteger(place.id) : place?.kind === "coordinates" && Number.isFinite(place.lat),
  );
}

export interface TodayWiring {
  ports: TodayPorts;
  input(natal?: Natal | null): TodayInput;
}

/** The wiring, built once per environment (the app has one). */
export const wireToday = boundOnce((env: ScreenEnvironment): TodayWiring => {
  const { api, storage, clock } = env.adapters;
  return {
    ports: {
      // A guest names the session; a member sends their token. The reader's zone, as the kundali page asks.
      loadNatal: async () => {
        const session = env.isAuthenticated() ? null : env.sessionId();
        const query = new URLSearchParams({
          ...(session ? { session_id: session } : {}),
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
        return natalOf(await api.http.get<KundaliReport>(`/api/kundali?${query}`));
      },
      loadDay: (place) => api.http.get<PanchangAnswer>(panchangPath(place, clock.now())),
      rememberPlace: (place) =>
        place ? storage.set(TODAY_PLACE_KEY, JSON.stringify(place)) : storage.remove(TODAY_PLACE_KEY),
      keepDay: (kept) => storage.set(KEPT_DAY_KEY, JSON.stringify({ ...kept, language: language.get() })),
    },
    input: (natal) => ({ natal: natal ?? null, place: rememberedPlace(storage), kept: keptDay(storage) }),
  };
});
