// The loading screen while the chart is generated (SPEC §4): a percentage and the current step's text.
import type { CSSProperties } from "react";
import "./LoadingView.css";

export interface LoadingViewProps {
  /** 0..100 */
  percent: number;
  stepText: string;
}

export function LoadingView({ percent, stepText }: LoadingViewProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <main className="loading-screen">
      <div
        className="loading-screen__dial"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%: ${stepText}`}
        aria-label="Preparing your kundali"
        style={{ "--progress": `${value * 3.6}deg` } as CSSProperties}
      >
        <div className="loading-screen__inner">
          <span className="loading-screen__percent">{value}%</span>
        </div>
      </div>
      <p className="loading-screen__step" aria-live="polite">
        {stepText}
      </p>
    </main>
  );
}
