// /profile: the kept profile and chart details, the coupon block, account buttons and packs; `?login=true` opens
// the login modal (prefilled with `?email=`, then the query is cleared).
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { placeLabel } from "../../../machines/lib/placeLabel";
import { useAppLogic } from "../../app/LogicContext";
import { language } from "../../i18n/i18n";
import { kundaliHomeMachineFor, wireKundaliHome } from "../kundali";
import { useLoginModal } from "../login";
import { useRegisterModal } from "../register";
import { usePacks } from "../subscription";
import { verificationMailMachineFor } from "./bindings";
import { type ProfileDetails, ProfileView, profileMessages as profileWords } from "./ProfileView";

function genderOf(value: string | undefined): ProfileDetails["gender"] {
  return value === "male" || value === "female" || value === "other" || value === "others" ? value : null;
}

export function ProfileScreen() {
  const logic = useAppLogic();
  const search = useSearch();
  const [, navigate] = useLocation();
  // A member's profile (and chart, for the sign) come from the API when not kept.
  const kundaliHome = wireKundaliHome(logic.environment);
  useActorRef(kundaliHomeMachineFor(kundaliHome.ports), { input: kundaliHome.input() });
  const profile = useSelector(logic.appStore, (s) => s.context.profile);
  const kundali = useSelector(logic.appStore, (s) => s.context.kundali);
  const isLoggedIn = useSelector(logic.session, (s) => s.matches("authenticated"));
  const code = useStore(language);
  const packs = usePacks();
  const verificationMail = useActorRef(verificationMailMachineFor(logic.environment));
  const verificationMailState = useSelector(verificationMail, (s) => s);
  const login = useLoginModal("profile", { onCreateAccount: () => register.open() });
  const register = useRegisterModal({ onLoginNow: () => login.open() });

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get("login") !== "true") return;
    login.open({ email: query.get("email") ?? "", password: "" });
    navigate("/profile", { replace: true });
  }, [search, login.open, navigate]);

  return (
    <ProfileView
      profile={{
        id: profile.id ?? null,
        name: profile.name ?? kundali.name ?? null,
        email: profile.email ?? null,
        gender: genderOf(profile.gender ?? kundali.gender),
        contact: profile.contact ?? null,
        birth_place:
          placeLabel(
            profile.birth_place ?? kundali.birth_place,
            profile.birth_place ? profile.country : kundali.country,
            code,
          ) || null,
        birth_date: profile.birth_date ?? kundali.birth_date ?? null,
        birth_time: profile.birth_time ?? kundali.birth_time ?? null,
        horoscope_sign: kundali.horoscope_sign ?? null,
        email_verified: isLoggedIn ? (profile.email_verified ?? false) : null,
      }}
      isLoggedIn={isLoggedIn}
      verificationMail={{
        status: verificationMailState.matches("sending") ? "sending" : "idle",
        message: verificationMailState.context.message,
        error: verificationMailState.context.error,
        onSend: () => verificationMail.send({ type: "verificationMail.requested", email: profile.email ?? "" }),
      }}
      coupon={packs.coupon}
      packs={packs.packs}
      onLogout={() => {
        // said once the page has reloaded, in the reader's language
        logic.environment.adapters.toasts.successAfterReload(profileWords.get().loggedOut);
        logic.session.send({ type: "session.logout" });
      }}
      onLogin={() => login.open()}
      onRegister={() => register.open()}
      loginModal={login.props}
      registerModal={register.props}
    />
  );
}
