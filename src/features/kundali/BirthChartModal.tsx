// 'Your Birth Chart': the chart drawing (lazy: only loaded when opened) with the conventions it rests on.
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { i18n } from "../../i18n/i18n";
import type { ChartHouse, PlanetPosition } from "../../ui/BirthChart";
import { Modal } from "../../ui/Modal";

export const birthChartModalMessages = i18n("birthChartModal", {
  title: "Your Birth Chart",
  generating: "GENERATING VEDIC KUNDALI...",
  conventions: "Lahiri ayanamsa · mean node · whole-sign houses",
});

const BirthChart = lazy(() => import("../../ui/BirthChart").then((module) => ({ default: module.BirthChart })));

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
  const t = useStore(birthChartModalMessages);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t.title} size="wide">
      {status === "loading" ? (
        <p className="status-text">{t.generating}</p>
      ) : (
        <Suspense fallback={<p className="status-text">{t.generating}</p>}>
          <BirthChart houses={houses} planets={planets} />
          <p className="kundali__conventions">
            {t.conventions}
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
