// /verification (SPEC §2): the result of the emailed link and a countdown back to the app.
import { Button } from "../../components/Button";
import "./VerificationView.css";

export interface VerificationViewProps {
  status: "verifying" | "verified" | "failed";
  email?: string | null;
  /** 10 down to 0. */
  secondsLeft: number;
  onBackToApp: () => void;
}

export function VerificationView({ status, email, secondsLeft, onBackToApp }: VerificationViewProps) {
  return (
    <main className="screen verification">
      <div className="verification__seal" aria-hidden="true">
        {status === "failed" ? "!" : "✓"}
      </div>
      {status === "verifying" ? (
        <p className="status-text" role="status">
          Verifying your account...
        </p>
      ) : status === "verified" ? (
        <>
          <h1 className="screen__title">Welcome to Kundali Guru!</h1>
          <p className="screen__subtitle">
            {email ? `Your account ${email} is verified.` : "Your account is verified."} You can now log in and keep
            your kundali and chats.
          </p>
        </>
      ) : (
        <h1 className="verification__failed">User verification failed. Please try again later.</h1>
      )}
      {status !== "verifying" ? (
        <>
          <Button onPress={onBackToApp}>Back to app</Button>
          <p className="muted" aria-live="polite">
            {`You will be redirected back to app in ${secondsLeft} seconds automatically.`}
          </p>
        </>
      ) : null}
    </main>
  );
}
