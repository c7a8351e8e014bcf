// A one-line notice with an optional action (remaining questions, offline, update available).
import type { ReactNode } from "react";
import { Button } from "./Button";
import "./Banner.css";

export interface BannerProps {
  tone?: "info" | "warning" | "error";
  children: ReactNode;
  action?: { label: string; onPress: () => void } | undefined;
  /** "status" for polite announcements, "alert" for problems the user must know now. */
  role?: "status" | "alert";
}

export function Banner({ tone = "info", children, action, role = "status" }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={role}>
      <p className="banner__text">{children}</p>
      {action ? (
        <Button variant="secondary" className="banner__action" onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
