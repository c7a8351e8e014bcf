// Category tabs (react-aria Tabs) whose panel also changes tab on a 50 px swipe.
import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components/Tabs";
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

export function SwipeTabs({ label, tabs, selected, onSelect, children }: SwipeTabsProps) {
  const index = selected ? tabs.indexOf(selected) : -1;
  const swipe = useSwipe(
    () => {
      const next = tabs[index + 1];
      if (next !== undefined) onSelect(next);
    },
    () => {
      const previous = tabs[index - 1];
      if (index > 0 && previous !== undefined) onSelect(previous);
    },
  );
  if (tabs.length === 0) return <>{children}</>;
  const active = selected ?? tabs[0] ?? "";
  return (
    <Tabs className="swipe-tabs" selectedKey={active} onSelectionChange={(key) => onSelect(String(key))}>
      <TabList aria-label={label} className="swipe-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} className="swipe-tabs__tab">
            {tab}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={active} className="swipe-tabs__panel" {...swipe}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
