// A section that opens on a tap (the kundali page's layers): a card whose heading and one-line hint stay in view and
// whose body shows when opened. A native <details>, so it opens without script and a screen reader names its state.
import type { ReactNode } from "react";

export function Fold(props: { title: string; hint: string; className?: string; children: ReactNode }) {
  return (
    <details className={`card fold${props.className ? ` ${props.className}` : ""}`}>
      <summary className="fold__summary">
        <h2 className="card__title fold__title">{props.title}</h2>
        <span className="fold__hint">{props.hint}</span>
      </summary>
      {props.children}
    </details>
  );
}
