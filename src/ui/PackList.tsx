// The question packs for sale (subscription screen, profile, and the Question Packs modal).
import "./PackList.css";
import { useStore } from "@nanostores/react";
import { displayNumber } from "../i18n/format";
import { i18n, language } from "../i18n/i18n";

export const packListMessages = i18n("packList", {
  loading: "Loading ...",
  none: "No package available!",
});

export interface PackView {
  sku: string;
  title: string;
  description: string;
  /** Number of questions the pack adds. */
  queries: number;
  /** Display price, e.g. '$0.99' (already formatted from priceMicros). */
  price: string;
}

export interface PackListProps {
  packs: readonly PackView[];
  status: "loading" | "ready";
  onSelectPack: (pack: PackView) => void;
  /** The sku being bought, if a purchase is under way. */
  pendingSku?: string | null;
}

export function PackList({ packs, status, onSelectPack, pendingSku = null }: PackListProps) {
  const t = useStore(packListMessages);
  const code = useStore(language);
  if (status === "loading") return <p className="status-text">{t.loading}</p>;
  if (packs.length === 0) return <p className="status-text">{t.none}</p>;
  return (
    <ul className="pack-list">
      {packs.map((pack) => (
        <li key={pack.sku}>
          <button
            type="button"
            className="pack"
            onClick={() => onSelectPack(pack)}
            disabled={pendingSku !== null}
            aria-busy={pendingSku === pack.sku}
          >
            <span className="pack__count" aria-hidden="true">
              {displayNumber(pack.queries, code)}
            </span>
            <span className="pack__text">
              <span className="pack__title">{pack.title}</span>
              <span className="pack__description">{pack.description}</span>
            </span>
            <span className="pack__price">{pack.price}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
