// The loading screen while the chart is generated (SPEC §4): a percentage and the current step's text.
import type { CSSProperties } from "react";
import "./LoadingView.css";
import { useStore } from "@nanostores/react";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";

export const loadingScreenMessages = i18n("loadingScreen", {
  label: "Preparing your kundali",
});

export interface LoadingViewProps {
  /** 0..100 */
  percent: number;
  stepText: string;
}

export function LoadingView({ percent, stepText }: LoadingViewProps) {
  const t = useStore(loadingScreenMessages);
  const format = useFormat();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <main className="loading-screen">
      <div
        className="loading-screen__dial"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${format.number(value)}%: ${stepText}`}
        aria-label={t.label}
        style={{ "--progress": `${value * 3.6}deg` } as CSSProperties}
      >
        <div className="loading-screen__inner">
          <span className="loading-screen__percent">{format.number(value)}%</span>
        </div>
      </div>
      <p className="loading-screen__step" aria-live="polite">
        {stepText}
      </p>
    </main>
  );
}
