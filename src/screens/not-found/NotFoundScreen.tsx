// Shown for any path the app does not know (SPEC §2). The copy, typo included, is the spec's.
import { Link } from "wouter";
import "./NotFoundScreen.css";

export function NotFoundScreen() {
  return (
    <main className="not-found">
      <div className="not-found__orbit" aria-hidden="true">
        <span className="not-found__planet" />
      </div>
      <h1 className="not-found__title">Opps!... Page does not exist!</h1>
      <Link href="/" className="button button--primary">
        Go to Home page
      </Link>
    </main>
  );
}
