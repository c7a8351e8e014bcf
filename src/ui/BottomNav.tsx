// The four-entry bottom navigation of SPEC §2, hidden on the routes the spec lists and on /home, which is the
// walkthrough like / (the bar would cover its Next button), and on /matching, a form page like /get-started.
import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { i18n } from "../i18n/i18n";
import "./BottomNav.css";

const hiddenOn = new Set([
  "/",
  "/home",
  "/get-started",
  "/matching",
  "/questions",
  "/interests",
  "/reset-password",
  "/verification",
  "/login",
  "/register",
]);

export function isBottomNavHidden(path: string): boolean {
  return hiddenOn.has(path);
}

export const bottomNavMessages = i18n("bottomNav", {
  label: "Main",
  home: "Home",
  chat: "Chat",
  profile: "Profile",
  settings: "Settings",
});

const entries = [
  { href: "/kundali", label: "home", icon: "M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" },
  { href: "/chat", label: "chat", icon: "M4 5h16v11H9l-5 4z" },
  { href: "/profile", label: "profile", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9c0-4 3-6 7-6s7 2 7 6" },
  {
    href: "/settings",
    label: "settings",
    icon: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8-3l2-1-2-4-2 .5-1.5-1.2L16 4h-4l-.5 2.3L10 7.5 8 7 6 11l2 1v0l-2 1 2 4 2-.5 1.5 1.2L12 20h4l.5-2.3 1.5-1.2 2 .5 2-4z",
  },
] as const;

export interface BottomNavProps {
  currentPath: string;
}

export function BottomNav({ currentPath }: BottomNavProps) {
  const t = useStore(bottomNavMessages);
  if (isBottomNavHidden(currentPath)) return null;
  return (
    <nav className="bottom-nav" aria-label={t.label}>
      {entries.map((entry) => {
        const current = currentPath === entry.href;
        return (
          <Link
            key={entry.href}
            href={entry.href}
            className={`bottom-nav__link${current ? " bottom-nav__link--current" : ""}`}
            aria-current={current ? "page" : undefined}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d={entry.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <span>{t[entry.label]}</span>
          </Link>
        );
      })}
    </nav>
  );
}
