/** Every yoga the judgement looks for, in one list (each rule in its own file). */
import type { ChartData } from "../../astro/types";
import { neechaBhanga } from "../neecha-bhanga";
import type { NeechaBhanga, Yoga } from "../types";
import { budhaAditya } from "./budha-aditya";
import { yogaContext } from "./context";
import { dhanaYogas } from "./dhana";
import { gajakesari } from "./gajakesari";
import { kemadruma } from "./kemadruma";
import { mahapurusha } from "./mahapurusha";
import { rajaYogas } from "./raja";
import { viparitaRaja } from "./viparita-raja";

const RULES = [gajakesari, mahapurusha, budhaAditya, rajaYogas, dhanaYogas, viparitaRaja, kemadruma];

export function findYogas(chart: ChartData, cancellations: NeechaBhanga[] = neechaBhanga(chart)): Yoga[] {
  const ctx = yogaContext(chart, cancellations);
  return RULES.flatMap((rule) => rule(ctx));
}
