// Shown for any path the app does not know (SPEC §2). The copy, typo included, is the spec's.
import { Link } from "wouter";
import "./NotFoundScreen.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";

export const notFoundMessages = i18n("notFound", {
  title: "Opps!... Page does not exist!",
  home: "Go to Home page",
});

export function NotFoundScreen() {
  const t = useStore(notFoundMessages);
  return (
    <main className="not-found">
      <div className="not-found__orbit" aria-hidden="true">
        <span className="not-found__planet" />
      </div>
      <h1 className="screen__title">{t.title}</h1>
      <Link href="/" className="button button--primary">
        {t.home}
      </Link>
    </main>
  );
}
