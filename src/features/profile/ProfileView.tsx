// /profile (SPEC §2 Profile): the details card, the coupon block, the account buttons and the pack list.
import type { ReactNode } from "react";
import { isMissing, presentOr } from "../../../machines/lib/missing";
import { useMessage } from "../../i18n/messages";
import { Button } from "../../ui/Button";
import { CouponBox, type CouponBoxProps } from "../../ui/CouponBox";
import { PackList, type PackListProps } from "../../ui/PackList";
import { LazyLoginModal, type LoginModalProps } from "../login";
import { LazyRegisterModal, type RegisterModalProps } from "../register";
import "./ProfileView.css";
import { useStore } from "@nanostores/react";
import type { Said } from "../../../machines/lib/callFailure";
import { useChartWords } from "../../i18n/chartWords";
import { useFormat } from "../../i18n/format";
import { i18n } from "../../i18n/i18n";
import { findZodiacSign, zodiacSigns } from "../../ui/zodiac";

export const profileMessages = i18n("profile", {
  title: "Profile",
  details: "Profile Details",
  name: "Name",
  email: "Email",
  gender: "Gender",
  male: "Male",
  female: "Female",
  other: "Other",
  others: "Others",
  contact: "Contact",
  birthPlace: "Birth place",
  birthDate: "Birth date",
  birthTime: "Birth time",
  sign: "Horoscope sign",
  verified: "Verified",
  notVerified: "Not verified yet",
  sendVerificationAgain: "Send a new verification link",
  sendingVerification: "Sending…",
  haveCoupon: "Have a coupon?",
  logout: "Logout",
  loggedOut: "You have logged out.",
  login: "Login",
  register: "Register",
  packs: "Question Packs",
});

export interface ProfileDetails {
  id: string | number | null;
  name: string | null;
  email: string | null;
  gender: "male" | "female" | "other" | "others" | null;
  contact: string | null;
  birth_place: string | null;
  birth_date: string | null;
  birth_time: string | null;
  horoscope_sign: string | null;
  /** A member's e-mail confirmation; null for a guest (no account yet). */
  email_verified: boolean | null;
}

/** "Send a new verification link", shown to a member not verified yet. */
export interface VerificationMailProps {
  status: "idle" | "sending";
  /** 'We have sent a new verification link...' after a mail went out. */
  message: Said | null;
  /** The server's refusal (too many mails) or the box's own failure words. */
  error: Said | null;
  onSend: () => void;
}

export interface ProfileViewProps {
  profile: ProfileDetails;
  isLoggedIn: boolean;
  verificationMail: VerificationMailProps;
  coupon: CouponBoxProps;
  packs: PackListProps;
  onLogout: () => void;
  onLogin: () => void;
  onRegister: () => void;
  loginModal: LoginModalProps;
  registerModal: RegisterModalProps;
}

function GenderIcon({ gender }: { gender: ProfileDetails["gender"] }) {
  // Mars for male, Venus for female, a plain circle otherwise.
  const path =
    gender === "male"
      ? "M10 14a5 5 0 1 0 0-.01M13.5 10.5L19 5m-4 0h4v4"
      : gender === "female"
        ? "M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 0v8m-3-3h6"
        : "M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z";
  return (
    <svg className="profile__gender-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The address with a line-break opportunity before each '@' and '.', where a reader expects a wrap. */
function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?=[@.])/).flatMap((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move; the position is their identity
    index === 0 ? [part] : [<wbr key={index} />, part],
  );
}

const show = (value: string | null | undefined): string => presentOr(value, "—");

function VerificationMailBox({ status, message, error, onSend }: VerificationMailProps) {
  const t = useStore(profileMessages);
  const translate = useMessage();
  return (
    <div className="profile__verification-mail">
      <Button variant="secondary" wide isDisabled={status === "sending"} onPress={onSend}>
        {status === "sending" ? t.sendingVerification : t.sendVerificationAgain}
      </Button>
      {message ? (
        <p className="profile__verification-message" role="status">
          {translate(message)}
        </p>
      ) : null}
      {error ? (
        <p className="profile__verification-error" role="alert">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

export function ProfileView(props: ProfileViewProps) {
  const t = useStore(profileMessages);
  const format = useFormat();
  const words = useChartWords();
  // The sign as the server names it (English), in the reader's language (GLOSSARY.md).
  const signName = (name: string) => {
    const sign = findZodiacSign(name);
    return sign ? words.sign(zodiacSigns.indexOf(sign) + 1) : name;
  };
  const { profile } = props;
  const rows: Array<[string, ReactNode]> = [
    [t.name, show(profile.name)],
    [
      t.email,
      !isMissing(profile.email) && profile.email ? (
        <span key="email" className="profile__email">
          {/* A long address wraps after its '@' and dots, not mid-word; the whole address stays readable. */}
          <span className="profile__email-address">{breakableEmail(profile.email)}</span>
          {profile.email_verified !== null ? (
            <span className={`profile__verified${profile.email_verified ? " profile__verified--yes" : ""}`}>
              {profile.email_verified ? t.verified : t.notVerified}
            </span>
          ) : null}
        </span>
      ) : (
        "—"
      ),
    ],
    [
      t.gender,
      profile.gender ? (
        <span key="gender" className="profile__gender">
          <GenderIcon gender={profile.gender} /> {t[profile.gender]}
        </span>
      ) : (
        "—"
      ),
    ],
    [t.contact, show(profile.contact)],
    [t.birthPlace, show(profile.birth_place)],
    [t.birthDate, show(profile.birth_date && format.birthDate(profile.birth_date))],
    [t.birthTime, show(profile.birth_time && (format.time(profile.birth_time) ?? profile.birth_time))],
    [t.sign, show(profile.horoscope_sign && signName(profile.horoscope_sign))],
  ];
  return (
    <main className="screen screen--with-nav profile">
      <header className="screen__header">
        <h1 className="screen__title">{t.title}</h1>
      </header>
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details" className="card__title">
          {t.details}
        </h2>
        <dl className="profile__details">
          {rows.map(([label, value]) => (
            <div key={label} className="profile__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {profile.email_verified === false && profile.email ? <VerificationMailBox {...props.verificationMail} /> : null}
      </section>
      {profile.id !== null ? (
        <section className="card" aria-labelledby="profile-coupon">
          <h2 id="profile-coupon" className="card__title">
            {t.haveCoupon}
          </h2>
          <CouponBox {...props.coupon} />
        </section>
      ) : null}
      <div className="profile__account">
        {props.isLoggedIn ? (
          <Button variant="secondary" wide onPress={props.onLogout}>
            {t.logout}
          </Button>
        ) : (
          <>
            <Button wide onPress={props.onLogin}>
              {t.login}
            </Button>
            <Button variant="secondary" wide onPress={props.onRegister}>
              {t.register}
            </Button>
          </>
        )}
      </div>
      <section aria-labelledby="profile-packs">
        <h2 id="profile-packs" className="card__title">
          {t.packs}
        </h2>
        <PackList {...props.packs} />
      </section>
      <LazyLoginModal {...props.loginModal} />
      <LazyRegisterModal {...props.registerModal} />
    </main>
  );
}
