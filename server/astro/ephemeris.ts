/**
 * Sidereal positions and daily speeds of the grahas and the ascendant at one instant, from
 * astronomy-engine with the conventions of docs/chart-engine.md: geocentric apparent positions (light time and
 * aberration) in the true ecliptic and equinox of date, minus the true Lahiri ayanamsa.
 */
import * as Astronomy from "astronomy-engine";
import { DEG, normalizeDegrees, signedDelta } from "./angles";
import { trueLahiriAyanamsa } from "./ayanamsa";
import { installDeltaT } from "./delta-t";
import type { BodyName, NodeKind } from "./types";

export interface RawPosition {
  /** Sidereal longitude, degrees [0, 360). */
  lon: number;
  /** Degrees per day. */
  speed: number;
}

export interface SiderealSnapshot {
  ayanamsa: number;
  ascendant: number;
  bodies: Record<BodyName, RawPosition>;
}

const PLANETS: readonly [Exclude<BodyName, "moon" | "rahu" | "ketu">, Astronomy.Body][] = [
  ["sun", Astronomy.Body.Sun],
  ["mars", Astronomy.Body.Mars],
  ["mercury", Astronomy.Body.Mercury],
  ["jupiter", Astronomy.Body.Jupiter],
  ["venus", Astronomy.Body.Venus],
  ["saturn", Astronomy.Body.Saturn],
];

/** Step for the Moon's forward-difference speed, in days (1 minute: error below 0.0002°/day). */
const MOON_SPEED_STEP_DAYS = 1 / 1440;
/** Step for the true node's forward-difference speed, in days. */
const NODE_SPEED_STEP_DAYS = 1 / 24;
/** Step used to get the Earth's heliocentric velocity, in days. */
const EARTH_VELOCITY_STEP_DAYS = 0.01;
/** The ayanamsa grows with precession, ~50.29"/year; sidereal speeds are tropical speeds minus this. */
const AYANAMSA_RATE_DEG_PER_DAY = 5028.796195 / 3600 / 36525;

interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** Rotates an EQJ vector into the true ecliptic of date. */
function toEcliptic(rotation: Astronomy.RotationMatrix, v: Vec3): Vec3 {
  const r = rotation.rot;
  return {
    x: (r[0]?.[0] ?? 0) * v.x + (r[1]?.[0] ?? 0) * v.y + (r[2]?.[0] ?? 0) * v.z,
    y: (r[0]?.[1] ?? 0) * v.x + (r[1]?.[1] ?? 0) * v.y + (r[2]?.[1] ?? 0) * v.z,
    z: (r[0]?.[2] ?? 0) * v.x + (r[1]?.[2] ?? 0) * v.y + (r[2]?.[2] ?? 0) * v.z,
  };
}

const ORIGIN: Vec3 = { x: 0, y: 0, z: 0 };

/**
 * Apparent tropical longitude and speed of a body seen from the Earth, from heliocentric VSOP87 vectors.
 * Light time and aberration as astronomy-engine's GeoVector(body, t, true) applies them: the body and the
 * Earth both taken at the retarded time t − τ (which adds the annual aberration to first order). To save
 * evaluations, τ comes from the geometric distance at t and the Earth at t − τ from its velocity, and the
 * body's velocity from its positions at t and t − τ (differences from GeoVector below 0.001").
 */
function apparentFromHelio(
  body: Astronomy.Body,
  time: Astronomy.AstroTime,
  earth: Vec3,
  earthVelocity: Vec3,
  rotation: Astronomy.RotationMatrix,
): RawPosition {
  const isSun = body === Astronomy.Body.Sun;
  const now: Vec3 = isSun ? ORIGIN : Astronomy.HelioVector(body, time);
  const tau = Math.hypot(now.x - earth.x, now.y - earth.y, now.z - earth.z) / Astronomy.C_AUDAY;
  const then: Vec3 = isSun ? ORIGIN : Astronomy.HelioVector(body, time.AddDays(-tau));
  const relative = toEcliptic(rotation, {
    x: then.x - (earth.x - earthVelocity.x * tau),
    y: then.y - (earth.y - earthVelocity.y * tau),
    z: then.z - (earth.z - earthVelocity.z * tau),
  });
  const velocity = toEcliptic(rotation, {
    x: (now.x - then.x) / (isSun ? 1 : tau) - earthVelocity.x,
    y: (now.y - then.y) / (isSun ? 1 : tau) - earthVelocity.y,
    z: (now.z - then.z) / (isSun ? 1 : tau) - earthVelocity.z,
  });
  const { x, y } = relative;
  return {
    lon: normalizeDegrees(Math.atan2(y, x) / DEG),
    speed: (x * velocity.y - y * velocity.x) / (x * x + y * y) / DEG,
  };
}

/** Meeus (47.7): mean longitude of the ascending lunar node, mean equinox of date, degrees. */
export function meanNodeMeanEquinox(ttDays: number): number {
  const t = ttDays / 36525;
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000,
  );
}
const MEAN_NODE_SPEED = -1934.1362891 / 36525;

/** Osculating (true) node from the Moon's geocentric state vector in the true ecliptic of date. */
function trueNodeTropical(time: Astronomy.AstroTime, rotation: Astronomy.RotationMatrix): number {
  const state = Astronomy.GeoMoonState(time);
  const p = toEcliptic(rotation, state);
  const v = toEcliptic(rotation, { x: state.vx, y: state.vy, z: state.vz });
  // Angular momentum h = r × v; the ascending node lies along ẑ × h.
  const hx = p.y * v.z - p.z * v.y;
  const hy = p.z * v.x - p.x * v.z;
  return normalizeDegrees(Math.atan2(hx, -hy) / DEG);
}

/** The midheaven: the ecliptic point on the upper meridian, λ = atan2(sin RAMC, cos RAMC cos ε). Degrees. */
export function tropicalMidheaven(ramcDeg: number, trueObliquityDeg: number): number {
  const ramc = ramcDeg * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(trueObliquityDeg * DEG)) / DEG);
}

/**
 * Tropical ascendant from the apparent sidereal time (GAST), the true obliquity and the place.
 * RAMC = GAST + east longitude; λ = atan2(cos RAMC, −(sin RAMC cos ε + tan φ sin ε)): the ecliptic point
 * rising on the eastern horizon.
 *
 * Polar convention (Swiss Ephemeris, swehouse.c, house systems A/E/W and others): the ascendant is taken
 * 0-180° ahead of the MC in the zodiac; when it is not (swe_difdeg2n(ac, mc) < 0) the opposite intersection
 * of horizon and ecliptic, 180° away, is used. Outside the polar circles (|φ| < 90° − ε) the rising point
 * always is 0-180° ahead of the MC, so this changes only births inside them, where the ecliptic can rise
 * "backwards" and the rising point falls behind the MC.
 */
export function tropicalAscendant(gastHours: number, trueObliquityDeg: number, lat: number, lon: number): number {
  const ramcDeg = gastHours * 15 + lon;
  const ramc = ramcDeg * DEG;
  const eps = trueObliquityDeg * DEG;
  const phi = lat * DEG;
  const rising = normalizeDegrees(
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG,
  );
  const aheadOfMc = normalizeDegrees(rising - tropicalMidheaven(ramcDeg, trueObliquityDeg));
  return aheadOfMc >= 180 ? normalizeDegrees(rising + 180) : rising;
}

/** The Earth's heliocentric position and velocity (from a short backward difference). */
function earthMotion(time: Astronomy.AstroTime): { earth: Vec3; earthVelocity: Vec3 } {
  const earth = Astronomy.HelioVector(Astronomy.Body.Earth, time);
  const earthBefore = Astronomy.HelioVector(Astronomy.Body.Earth, time.AddDays(-EARTH_VELOCITY_STEP_DAYS));
  return {
    earth,
    earthVelocity: {
      x: (earth.x - earthBefore.x) / EARTH_VELOCITY_STEP_DAYS,
      y: (earth.y - earthBefore.y) / EARTH_VELOCITY_STEP_DAYS,
      z: (earth.z - earthBefore.z) / EARTH_VELOCITY_STEP_DAYS,
    },
  };
}

/**
 * The Sun's and the Moon's sidereal longitudes alone, degrees [0, 360), exactly as `siderealSnapshot` computes them
 * (the panchang's angas need nothing else, many times a day).
 */
export function siderealSunAndMoon(utc: Date): { sun: number; moon: number } {
  installDeltaT();
  const time = Astronomy.MakeTime(utc);
  const ayanamsa = trueLahiriAyanamsa(time.tt, Astronomy.e_tilt(time).dpsi / 3600);
  const { earth, earthVelocity } = earthMotion(time);
  const sun = apparentFromHelio(Astronomy.Body.Sun, time, earth, earthVelocity, Astronomy.Rotation_EQJ_ECT(time));
  return {
    sun: normalizeDegrees(sun.lon - ayanamsa),
    moon: normalizeDegrees(Astronomy.EclipticGeoMoon(time).lon - ayanamsa),
  };
}

/** Everything positional the chart needs, at one UTC instant and place. */
export function siderealSnapshot(utc: Date, lat: number, lon: number, node: NodeKind): SiderealSnapshot {
  installDeltaT();
  const time = Astronomy.MakeTime(utc);
  const tilt = Astronomy.e_tilt(time);
  const nutationLon = tilt.dpsi / 3600;
  const ayanamsa = trueLahiriAyanamsa(time.tt, nutationLon);
  const rotation = Astronomy.Rotation_EQJ_ECT(time);

  const { earth, earthVelocity } = earthMotion(time);

  const bodies = {} as Record<BodyName, RawPosition>;
  for (const [name, body] of PLANETS) {
    const tropical = apparentFromHelio(body, time, earth, earthVelocity, rotation);
    bodies[name] = {
      lon: normalizeDegrees(tropical.lon - ayanamsa),
      speed: tropical.speed - AYANAMSA_RATE_DEG_PER_DAY,
    };
  }

  const moon = Astronomy.EclipticGeoMoon(time).lon;
  const moonLater = Astronomy.EclipticGeoMoon(time.AddDays(MOON_SPEED_STEP_DAYS)).lon;
  bodies.moon = {
    lon: normalizeDegrees(moon - ayanamsa),
    speed: signedDelta(moon, moonLater) / MOON_SPEED_STEP_DAYS - AYANAMSA_RATE_DEG_PER_DAY,
  };

  let rahuTropical: number;
  let rahuSpeed: number;
  if (node === "mean") {
    // The mean node is referred to the mean equinox; add nutation to put it on the true equinox.
    rahuTropical = meanNodeMeanEquinox(time.tt) + nutationLon;
    rahuSpeed = MEAN_NODE_SPEED;
  } else {
    rahuTropical = trueNodeTropical(time, rotation);
    const later = trueNodeTropical(time.AddDays(NODE_SPEED_STEP_DAYS), rotation);
    rahuSpeed = signedDelta(rahuTropical, later) / NODE_SPEED_STEP_DAYS;
  }
  const rahu = normalizeDegrees(rahuTropical - ayanamsa);
  const nodeSpeed = rahuSpeed - AYANAMSA_RATE_DEG_PER_DAY;
  bodies.rahu = { lon: rahu, speed: nodeSpeed };
  bodies.ketu = { lon: normalizeDegrees(rahu + 180), speed: nodeSpeed };

  const gast = Astronomy.SiderealTime(time);
  const ascendant = normalizeDegrees(tropicalAscendant(gast, tilt.tobl, lat, lon) - ayanamsa);
  return { ayanamsa, ascendant, bodies };
}
