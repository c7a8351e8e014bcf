// Category tabs whose panel also changes tab on a 50 px swipe. A plain WAI-ARIA tab list (roving focus, arrow keys,
// Home/End, automatic activation) rather than react-aria's Tabs, whose collection machinery cost /questions a
// 15 KB chunk and a long commit on a phone.
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import "./SwipeTabs.css";
import { useSwipe } from "./useSwipe";

export interface SwipeTabsProps {
  label: string;
  tabs: readonly string[];
  selected: string | null;
  onSelect: (tab: string) => void;
  /** The content of the selected tab. */
  children: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function SwipeTabs({ label, tabs, selected, onSelect, children }: SwipeTabsProps) {
  const idPrefix = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const active = selected !== null && tabs.includes(selected) ? selected : (tabs[0] ?? "");
  const index = tabs.indexOf(active);
  const choose = (tab: string) => {
    if (tab !== active) onSelect(tab);
  };
  const swipe = useSwipe(
    () => {
      const next = tabs[index + 1];
      if (next !== undefined) choose(next);
    },
    () => {
      const previous = tabs[index - 1];
      if (index > 0 && previous !== undefined) choose(previous);
    },
  );
  if (tabs.length === 0) return <>{children}</>;

  const tabId = (i: number) => `${idPrefix}-tab-${i}`;
  const panelId = `${idPrefix}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(Math.max(index, 0), tabs.length);
    const tab = tabs[next];
    if (tab === undefined) return;
    tabRefs.current[next]?.focus();
    choose(tab);
  };

  return (
    <div className="swipe-tabs">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="swipe-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => {
          const isSelected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className="swipe-tabs__tab"
              onClick={() => choose(tab)}
            >
              {tab}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(index)} className="swipe-tabs__panel" {...swipe}>
        {children}
      </div>
    </div>
  );
}
