// /profile (SPEC §2 Profile): the details card, the coupon block, the account buttons and the pack list.
import type { ReactNode } from "react";
import { formatDisplayDate } from "../../../machines/lib/dateDisplay";
import { presentOr } from "../../../machines/lib/missing";
import { to12Hour } from "../../../machines/lib/time";
import { Button } from "../../components/Button";
import { CouponBox, type CouponBoxProps } from "../../components/CouponBox";
import { PackList, type PackListProps } from "../../components/PackList";
import { LazyLoginModal } from "../login/LazyLoginModal";
import type { LoginModalProps } from "../login/LoginModal";
import { RegisterModal, type RegisterModalProps } from "../register/RegisterModal";
import "./ProfileView.css";

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
}

export interface ProfileViewProps {
  profile: ProfileDetails;
  isLoggedIn: boolean;
  coupon: CouponBoxProps;
  packs: PackListProps;
  onLogout: () => void;
  onLogin: () => void;
  onRegister: () => void;
  loginModal: LoginModalProps;
  registerModal: RegisterModalProps;
}

const genderLabels = { male: "Male", female: "Female", other: "Other", others: "Others" } as const;

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

const show = (value: string | null | undefined): string => presentOr(value, "—");

export function ProfileView(props: ProfileViewProps) {
  const { profile } = props;
  const rows: Array<[string, ReactNode]> = [
    ["Name", show(profile.name)],
    ["Email", show(profile.email)],
    [
      "Gender",
      profile.gender ? (
        <span key="gender" className="profile__gender">
          <GenderIcon gender={profile.gender} /> {genderLabels[profile.gender]}
        </span>
      ) : (
        "—"
      ),
    ],
    ["Contact", show(profile.contact)],
    ["Birth place", show(profile.birth_place)],
    ["Birth date", show(profile.birth_date && (formatDisplayDate(profile.birth_date) ?? profile.birth_date))],
    ["Birth time", show(profile.birth_time && (to12Hour(profile.birth_time) ?? profile.birth_time))],
    ["Horoscope sign", show(profile.horoscope_sign)],
  ];
  return (
    <main className="screen screen--with-nav profile">
      <header className="screen__header">
        <h1 className="screen__title">Profile</h1>
      </header>
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details" className="card__title">
          Profile Details
        </h2>
        <dl className="profile__details">
          {rows.map(([label, value]) => (
            <div key={label} className="profile__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {profile.id !== null ? (
        <section className="card" aria-labelledby="profile-coupon">
          <h2 id="profile-coupon" className="card__title">
            Have a coupon?
          </h2>
          <CouponBox {...props.coupon} />
        </section>
      ) : null}
      <div className="profile__account">
        {props.isLoggedIn ? (
          <Button variant="secondary" wide onPress={props.onLogout}>
            Logout
          </Button>
        ) : (
          <>
            <Button wide onPress={props.onLogin}>
              Login
            </Button>
            <Button variant="secondary" wide onPress={props.onRegister}>
              Register
            </Button>
          </>
        )}
      </div>
      <section aria-labelledby="profile-packs">
        <h2 id="profile-packs" className="card__title">
          Question Packs
        </h2>
        <PackList {...props.packs} />
      </section>
      <LazyLoginModal {...props.loginModal} />
      <RegisterModal {...props.registerModal} />
    </main>
  );
}
