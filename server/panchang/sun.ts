// Sunrise and sunset as panchangas print them (drikpanchang's convention): the moment the Sun's upper limb touches
// the horizon, with the standard atmospheric refraction (34'), for an observer at sea level. astronomy-engine's
// SearchRiseSet applies exactly that (the disc's radius and the refraction).
import * as Astronomy from "astronomy-engine";
import { installDeltaT } from "../astro/delta-t";

export interface SunDay {
  sunrise: Date;
  sunset: Date;
  /** The next day's sunrise: the end of this panchang day. */
  nextSunrise: Date;
}

/** The Sun's rise and set after `localMidnight` (the civil day's start), or null when it does not rise or set that day. */
export function sunDay(localMidnight: Date, lat: number, lon: number): SunDay | null {
  installDeltaT();
  const observer = new Astronomy.Observer(lat, lon, 0);
  const sunrise = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, localMidnight, 1);
  if (!sunrise) return null;
  const sunset = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, sunrise, 1);
  const nextSunrise = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, sunrise.AddDays(0.01), 2);
  if (!sunset || !nextSunrise) return null;
  return { sunrise: sunrise.date, sunset: sunset.date, nextSunrise: nextSunrise.date };
}
