// 'Your Birth Chart': the chart drawing (lazy: only loaded when opened) with the conventions it rests on.
import { lazy, Suspense } from "react";
import type { ChartHouse, PlanetPosition } from "../../components/BirthChart";
import { Modal } from "../../components/Modal";

const BirthChart = lazy(() => import("../../components/BirthChart").then((module) => ({ default: module.BirthChart })));

export interface BirthChartModalProps {
  isOpen: boolean;
  onClose: () => void;
  status: "loading" | "ready";
  houses: readonly ChartHouse[];
  planets: readonly PlanetPosition[];
  /** e.g. 'Kathmandu, Nepal · Asia/Kathmandu · UTC+05:45': what the chart was computed for. */
  computedFor?: string;
}

export function BirthChartModal({ isOpen, onClose, status, houses, planets, computedFor }: BirthChartModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Your Birth Chart" size="wide">
      {status === "loading" ? (
        <p className="status-text">GENERATING VEDIC KUNDALI...</p>
      ) : (
        <Suspense fallback={<p className="status-text">GENERATING VEDIC KUNDALI...</p>}>
          <BirthChart houses={houses} planets={planets} />
          <p className="kundali__conventions">
            Lahiri ayanamsa · mean node · whole-sign houses
            {computedFor ? (
              <>
                <br />
                {computedFor}
              </>
            ) : null}
          </p>
        </Suspense>
      )}
    </Modal>
  );
}
