// The app logic (root actors and provided machines) handed down to the route containers.
import { createContext, type ReactNode, useContext } from "react";
import type { AppLogic } from "./logic";

const LogicContext = createContext<AppLogic | null>(null);

export function LogicProvider({ logic, children }: { logic: AppLogic; children: ReactNode }) {
  return <LogicContext.Provider value={logic}>{children}</LogicContext.Provider>;
}

export function useAppLogic(): AppLogic {
  const logic = useContext(LogicContext);
  if (!logic) throw new Error("useAppLogic needs a LogicProvider above it.");
  return logic;
}
