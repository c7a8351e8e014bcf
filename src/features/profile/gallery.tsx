// The profile screen's entries in the development gallery (/__gallery): signed in, not verified yet (after asking
// for another verification mail), offline, and as a guest.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { idleCoupon, loginModal, noop, registerModal, samplePacks } from "../../dev/gallery/sharedSamples";
import { OfflineBanner } from "../../ui/OfflineBanner";
import { ProfileView } from "./ProfileView";

const sampleProfile = {
  id: 42,
  name: "Sita Sharma",
  email: "sita.sharma@example.com",
  gender: "female" as const,
  contact: "+977-9812345678",
  birth_place: "Kathmandu, Nepal",
  birth_date: "1996-01-05",
  birth_time: "05:45",
  horoscope_sign: "Aries",
  email_verified: true,
};

const profileBase = {
  profile: sampleProfile,
  isLoggedIn: true,
  verificationMail: { status: "idle" as const, message: null, error: null, onSend: noop },
  coupon: idleCoupon,
  packs: { packs: samplePacks, status: "ready" as const, onSelectPack: noop },
  onLogout: noop,
  onLogin: noop,
  onRegister: noop,
  loginModal: loginModal(false),
  registerModal: registerModal(false),
};

export const profileGallery: GalleryEntry[] = [
  { id: "profile", route: "/profile", render: () => <ProfileView {...profileBase} /> },
  {
    id: "profile-not-verified",
    route: "/profile",
    render: () => (
      <ProfileView
        {...profileBase}
        profile={{ ...sampleProfile, email_verified: false }}
        verificationMail={{
          ...profileBase.verificationMail,
          message: "We have sent a new verification link. Please check your e-mail.",
        }}
      />
    ),
  },
  {
    id: "profile-offline",
    route: "/profile",
    render: () => (
      <>
        <OfflineBanner offline />
        <ProfileView {...profileBase} />
      </>
    ),
  },
  {
    id: "profile-guest",
    route: "/profile",
    render: () => (
      <ProfileView
        {...profileBase}
        isLoggedIn={false}
        profile={{ ...sampleProfile, id: null, email: null, contact: null }}
        packs={{ packs: [], status: "ready", onSelectPack: noop }}
      />
    ),
  },
];
