// /verification (SPEC §2): the result of the emailed link and a countdown back to the app.
import { Button } from "../../ui/Button";
import "./VerificationView.css";
import { count, params } from "@nanostores/i18n";
import { useStore } from "@nanostores/react";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";

export const verificationMessages = i18n("verification", {
  verifying: "Verifying your account...",
  welcome: "Welcome to Kundali Guru!",
  verifiedEmail: params("Your account {email} is verified."),
  verified: "Your account is verified.",
  canLogIn: "You can now log in and keep your kundali and chats.",
  failed: "User verification failed. Please try again later.",
  backToApp: "Back to app",
  redirect: count(params({ other: "You will be redirected back to app in {n} seconds automatically." })),
});

export interface VerificationViewProps {
  status: "verifying" | "verified" | "failed";
  email?: string | null;
  /** 10 down to 0. */
  secondsLeft: number;
  onBackToApp: () => void;
}

export function VerificationView({ status, email, secondsLeft, onBackToApp }: VerificationViewProps) {
  const t = useStore(verificationMessages);
  const format = useFormat();
  return (
    <main className="screen verification">
      <div className="verification__seal" aria-hidden="true">
        {status === "failed" ? "!" : "✓"}
      </div>
      {status === "verifying" ? (
        <p className="status-text" role="status">
          {t.verifying}
        </p>
      ) : status === "verified" ? (
        <>
          <h1 className="screen__title">{t.welcome}</h1>
          <p className="screen__subtitle">
            {email ? t.verifiedEmail({ email }) : t.verified} {t.canLogIn}
          </p>
        </>
      ) : (
        <h1 className="verification__failed">{t.failed}</h1>
      )}
      {status !== "verifying" ? (
        <>
          <Button onPress={onBackToApp}>{t.backToApp}</Button>
          <p className="muted" aria-live="polite">
            {t.redirect(secondsLeft)({ n: format.number(secondsLeft) })}
          </p>
        </>
      ) : null}
    </main>
  );
}
