/** IANA zone of a point on Earth, from geo-tz's full data set (zones that differ since 1970 and before). */
import { find } from "geo-tz/all";

/** The zone at lat/lon, or null when geo-tz has none (it covers oceans with Etc/GMT±N zones). */
export function timeZoneAt(lat: number, lon: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return find(lat, lon)[0] ?? null;
}
