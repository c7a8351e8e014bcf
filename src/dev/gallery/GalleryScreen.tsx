// Development-only gallery (/__gallery): every screen view with sample props, one per address
// (/__gallery/<entry>), so each can be looked at and screenshotted before it is wired to the machines.

import { Fragment, type ReactNode, useLayoutEffect, useState } from "react";
import { Link, useParams } from "wouter";
import type { BirthCalendar } from "../../../machines/lib/bikramSambat";
import { ChatView, type ChatViewProps } from "../../features/chat/ChatView";
import { GetStartedView } from "../../features/get-started/GetStartedView";
import { LoadingView } from "../../features/get-started/LoadingView";
import { KundaliView, type KundaliViewProps } from "../../features/kundali/KundaliView";
import type { LoginModalProps } from "../../features/login/LoginModal";
import { LoginView } from "../../features/login/LoginView";
import { MatchingView } from "../../features/matching/MatchingView";
import { NotFoundScreen } from "../../features/not-found/NotFoundScreen";
import { ProfileView } from "../../features/profile/ProfileView";
import { QuestionsView } from "../../features/questions/QuestionsView";
import type { RegisterModalProps } from "../../features/register/RegisterModal";
import { RegisterView } from "../../features/register/RegisterView";
import { ResetPasswordView } from "../../features/reset-password/ResetPasswordView";
import { SettingsView, type SettingsViewProps } from "../../features/settings/SettingsView";
import { SubscriptionView } from "../../features/subscription/SubscriptionView";
import { VerificationView } from "../../features/verification/VerificationView";
import { WalkthroughView } from "../../features/walkthrough/WalkthroughView";
import { AppToaster } from "../../ui/AppToaster";
import { BottomNav } from "../../ui/BottomNav";
import { type CityOption, cityLabel } from "../../ui/CitySearchField";
import { DevTag } from "../../ui/DevTag";
import { OfflineBanner } from "../../ui/OfflineBanner";
import "./GalleryScreen.css";
import {
  noop,
  sampleCategories,
  sampleCities,
  sampleHouses,
  sampleInterpretation,
  sampleMatch,
  sampleMessages,
  samplePacks,
  samplePlanets,
  sampleProfile,
  sampleQuestions,
  sampleSlides,
} from "./sampleProps";

const policyUrls = { privacy: "/policies/privacy-policy.html", usage: "/policies/usage-policy.html" };
const closedPolicy = { open: null, urls: policyUrls, onClose: noop };

function loginModal(isOpen: boolean, overrides: Partial<LoginModalProps> = {}): LoginModalProps {
  return {
    isOpen,
    mode: "login",
    status: "idle",
    errors: {},
    onCancel: noop,
    onLogin: noop,
    onSendResetEmail: noop,
    onForgotPassword: noop,
    onBackToLogin: noop,
    onCreateAccount: noop,
    ...overrides,
  };
}

const idleCity = { value: "", onChange: noop, results: [], status: "idle" as const, onSelect: noop };

function registerModal(isOpen: boolean): RegisterModalProps {
  return {
    isOpen,
    onCancel: noop,
    status: "idle",
    errors: {},
    city: idleCity,
    onSubmit: noop,
    onLoginNow: noop,
    onOpenPolicy: noop,
    policy: closedPolicy,
  };
}

/** The city search with canned results, so the dropdown can be tried in the gallery. */
function useSampleCity(initial = "") {
  const [value, setValue] = useState(initial);
  const matches =
    value.trim().length >= 3
      ? sampleCities.filter((c) => c.name.toLowerCase().startsWith(value.trim().toLowerCase().slice(0, 3)))
      : [];
  return {
    value,
    onChange: setValue,
    results: matches,
    status: value.trim().length >= 3 ? ("done" as const) : ("idle" as const),
    onSelect: (city: CityOption) => setValue(cityLabel(city)),
  };
}

function QuestionsSample({ status, empty }: { status: "loading" | "ready"; empty?: boolean }) {
  const [category, setCategory] = useState<string | null>("career");
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QuestionsView
      status={status}
      categories={sampleCategories}
      activeCategory={category}
      questions={empty ? [] : sampleQuestions}
      selectedQuestion={selected}
      onSelectCategory={setCategory}
      onToggleQuestion={(q) => setSelected((current) => (current === q ? null : q))}
      onContinue={noop}
      onOpenLogin={noop}
      loginModal={loginModal(false)}
    />
  );
}

function GetStartedSample({ withErrors }: { withErrors?: boolean }) {
  const city = useSampleCity(withErrors ? "" : "Kath");
  const [calendar, setCalendar] = useState<BirthCalendar>(withErrors ? "BS" : "AD");
  return (
    <GetStartedView
      status="idle"
      calendar={calendar}
      onCalendarChange={setCalendar}
      errors={
        withErrors
          ? {
              name: ["Please enter both first and last name"],
              gender: ["The gender field is required"],
              birth_date: ["The birth date is required"],
              birth_place: ["The birth place is required"],
              birth_time: ["The birth time is required"],
            }
          : {}
      }
      city={city}
      onSubmit={noop}
    />
  );
}

function MatchingSample({ result, withErrors }: { result?: boolean; withErrors?: boolean }) {
  const city = useSampleCity(withErrors ? "" : "Kath");
  const [calendar, setCalendar] = useState<BirthCalendar>("AD");
  return (
    <MatchingView
      mode={result ? "result" : "form"}
      result={result ? sampleMatch : null}
      form={{
        status: "idle",
        calendar,
        onCalendarChange: setCalendar,
        errors: withErrors
          ? { name: ["The name field is required"], birth_place: ["The birth place is required"] }
          : {},
        formError: withErrors ? "Too many attempts. Please try again in 42 minutes." : null,
        city,
        onSubmit: noop,
      }}
      saved={{
        status: "ready",
        matches: result ? [sampleMatch] : [],
        error: null,
        currentId: result ? sampleMatch.id : null,
        onOpen: noop,
        onRetry: noop,
      }}
      onAskGuru={noop}
      onNewMatch={noop}
    />
  );
}

function RegisterSample() {
  const city = useSampleCity();
  return (
    <RegisterView
      status="idle"
      errors={{ email: ["The email has already been taken."] }}
      city={city}
      onSubmit={noop}
      onLoginNow={noop}
      onOpenPolicy={noop}
      onBack={noop}
      policy={closedPolicy}
    />
  );
}

const coupon = { status: "idle" as const, onApply: noop };
const chart = { isOpen: false, onClose: noop, status: "ready" as const, houses: sampleHouses, planets: samplePlanets };

function kundali(overrides: Partial<KundaliViewProps> = {}): KundaliViewProps {
  return {
    status: "ready",
    name: "Sita Sharma",
    birthDate: "1996-01-05",
    birthTime: "05:45",
    birthPlace: "Kathmandu, Nepal",
    sign: "Aries",
    interpretation: sampleInterpretation,
    onViewAnswer: noop,
    onOpenChart: noop,
    onMatch: noop,
    chart: { ...chart, computedFor: "Kathmandu, Nepal · Asia/Kathmandu · UTC+05:45" },
    ...overrides,
  };
}

function chat(overrides: Partial<ChatViewProps> = {}): ChatViewProps {
  return {
    userName: "Sita Sharma",
    guru: { name: "Shankar", expertise: "Career and marriage · 30 years", imageUrl: "/images/gurus/shankar.svg" },
    messages: sampleMessages,
    historyStatus: "ready",
    sending: false,
    error: null,
    suggestions: {
      categories: sampleCategories,
      activeCategory: "career",
      questions: sampleQuestions.slice(0, 3),
      onSelectCategory: noop,
    },
    followUps: [],
    onCloseFollowUps: noop,
    onSend: () => true,
    remaining: 2,
    onBuyQuestions: noop,
    showGetMore: false,
    onGetMore: noop,
    heldQuestion: null,
    packsModal: { isOpen: false, onClose: noop, packs: samplePacks, status: "ready", onSelectPack: noop, coupon },
    paymentStatus: { result: null, onClose: noop },
    loginModal: loginModal(false),
    registerModal: registerModal(false),
    ...overrides,
  };
}

function settings(overrides: Partial<SettingsViewProps> = {}): SettingsViewProps {
  return {
    language: "en",
    onChooseLanguage: noop,
    isNativeApp: true,
    notificationsOn: true,
    onToggleNotifications: noop,
    isLoggedIn: true,
    onOpenDelete: noop,
    deleteModal: { isOpen: false, status: "idle", error: null, onConfirm: noop, onCancel: noop },
    onOpenPolicy: noop,
    policy: closedPolicy,
    onContactUs: noop,
    appVersion: "v1.0.2",
    ...overrides,
  };
}

const profileBase = {
  profile: sampleProfile,
  isLoggedIn: true,
  coupon,
  packs: { packs: samplePacks, status: "ready" as const, onSelectPack: noop },
  onLogout: noop,
  onLogin: noop,
  onRegister: noop,
  loginModal: loginModal(false),
  registerModal: registerModal(false),
};

/** Every gallery entry: its address, the route it stands for (for the bottom navigation) and the view. */
export const galleryEntries: ReadonlyArray<{ id: string; route: string; render: () => ReactNode }> = [
  {
    id: "walkthrough",
    route: "/",
    render: () => <WalkthroughView slides={sampleSlides} status="ready" onSkip={noop} onFinish={noop} />,
  },
  { id: "questions", route: "/questions", render: () => <QuestionsSample status="ready" /> },
  { id: "questions-loading", route: "/questions", render: () => <QuestionsSample status="loading" /> },
  { id: "questions-empty", route: "/questions", render: () => <QuestionsSample status="ready" empty /> },
  { id: "get-started", route: "/get-started", render: () => <GetStartedSample /> },
  { id: "get-started-errors", route: "/get-started", render: () => <GetStartedSample withErrors /> },
  {
    id: "loading",
    route: "/get-started",
    render: () => <LoadingView percent={62} stepText="Reading your Moon's nakshatra and dasha..." />,
  },
  { id: "login", route: "/login", render: () => <LoginView {...loginModal(true)} /> },
  { id: "login-forgot", route: "/login", render: () => <LoginView {...loginModal(true, { mode: "forgot" })} /> },
  {
    id: "login-modal",
    route: "/questions",
    render: () => (
      <QuestionsView
        status="ready"
        categories={sampleCategories}
        activeCategory="career"
        questions={sampleQuestions}
        selectedQuestion={null}
        onSelectCategory={noop}
        onToggleQuestion={noop}
        onContinue={noop}
        onOpenLogin={noop}
        loginModal={loginModal(true, { showReplaceNote: true })}
      />
    ),
  },
  { id: "register", route: "/register", render: () => <RegisterSample /> },
  {
    id: "register-modal",
    route: "/chat",
    render: () => <ChatView {...chat({ registerModal: registerModal(true) })} />,
  },
  { id: "kundali", route: "/kundali", render: () => <KundaliView {...kundali()} /> },
  { id: "kundali-generating", route: "/kundali", render: () => <KundaliView {...kundali({ status: "generating" })} /> },
  {
    id: "kundali-chart",
    route: "/kundali",
    render: () => (
      <KundaliView
        {...kundali({
          chart: { ...chart, isOpen: true, computedFor: "Kathmandu, Nepal · Asia/Kathmandu · UTC+05:45" },
        })}
      />
    ),
  },
  { id: "matching", route: "/matching", render: () => <MatchingSample /> },
  { id: "matching-errors", route: "/matching", render: () => <MatchingSample withErrors /> },
  { id: "matching-result", route: "/matching", render: () => <MatchingSample result /> },
  {
    id: "chat",
    route: "/chat",
    render: () => (
      <ChatView {...chat({ followUps: ["Which month is best to apply?", "Will I be promoted next year?"] })} />
    ),
  },
  { id: "chat-empty", route: "/chat", render: () => <ChatView {...chat({ messages: [], remaining: null })} /> },
  { id: "chat-waiting", route: "/chat", render: () => <ChatView {...chat({ sending: true })} /> },
  { id: "chat-history-loading", route: "/chat", render: () => <ChatView {...chat({ historyStatus: "loading" })} /> },
  {
    id: "chat-no-questions",
    route: "/chat",
    render: () => <ChatView {...chat({ remaining: 0, showGetMore: true, error: "Something went wrong." })} />,
  },
  {
    id: "chat-packs",
    route: "/chat",
    render: () => (
      <ChatView
        {...chat({
          remaining: 0,
          packsModal: {
            isOpen: true,
            onClose: noop,
            packs: samplePacks,
            status: "ready",
            onSelectPack: noop,
            coupon: { status: "idle", onApply: noop, message: "Coupon applied successfully!" },
          },
        })}
      />
    ),
  },
  {
    id: "chat-payment-success",
    route: "/chat",
    render: () => <ChatView {...chat({ paymentStatus: { result: "success", onClose: noop } })} />,
  },
  {
    id: "chat-payment-fail",
    route: "/chat",
    render: () => <ChatView {...chat({ paymentStatus: { result: "failure", onClose: noop } })} />,
  },
  { id: "profile", route: "/profile", render: () => <ProfileView {...profileBase} /> },
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
  { id: "settings", route: "/settings", render: () => <SettingsView {...settings()} /> },
  {
    id: "settings-web-guest",
    route: "/settings",
    render: () => <SettingsView {...settings({ isNativeApp: false, isLoggedIn: false })} />,
  },
  {
    id: "settings-delete",
    route: "/settings",
    render: () => (
      <SettingsView
        {...settings({
          deleteModal: {
            isOpen: true,
            status: "idle",
            error: "Please enter correct confirmation message",
            onConfirm: noop,
            onCancel: noop,
          },
        })}
      />
    ),
  },
  {
    id: "settings-policy",
    route: "/settings",
    render: () => <SettingsView {...settings({ policy: { ...closedPolicy, open: "privacy" } })} />,
  },
  {
    id: "subscription",
    route: "/subscription",
    render: () => (
      <SubscriptionView
        packs={{ packs: samplePacks, status: "ready", onSelectPack: noop }}
        loginModal={loginModal(false)}
      />
    ),
  },
  {
    id: "subscription-empty",
    route: "/subscription",
    render: () => (
      <SubscriptionView packs={{ packs: [], status: "ready", onSelectPack: noop }} loginModal={loginModal(false)} />
    ),
  },
  {
    id: "verification",
    route: "/verification",
    render: () => (
      <VerificationView status="verified" email="sita.sharma@example.com" secondsLeft={7} onBackToApp={noop} />
    ),
  },
  {
    id: "verification-failed",
    route: "/verification",
    render: () => <VerificationView status="failed" secondsLeft={10} onBackToApp={noop} />,
  },
  {
    id: "reset-password",
    route: "/reset-password",
    render: () => (
      <ResetPasswordView
        status="idle"
        errors={{ password_confirmation: ["Password does not match"] }}
        initialEmail="sita.sharma@example.com"
        onSubmit={noop}
      />
    ),
  },
  { id: "not-found", route: "/nowhere", render: () => <NotFoundScreen /> },
];

export function GalleryScreen() {
  const params = useParams<{ view?: string }>();
  const entry = galleryEntries.find((item) => item.id === params.view);
  // Each entry opens at the top, as its own address would; and the entry on show is named, so a screenshot tool that
  // moves between entries without reloading knows when it is drawn.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.body.dataset.galleryEntry = entry?.id ?? "";
  }, [entry]);
  if (!entry) {
    return (
      <main className="screen gallery">
        <h1 className="screen__title">Screen gallery</h1>
        <p className="muted">Every view with sample data (development builds only).</p>
        <ul className="gallery__list">
          {galleryEntries.map((item) => (
            <li key={item.id}>
              <Link href={`/__gallery/${item.id}`}>{item.id}</Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  // Keyed by the entry: moving to another entry mounts its view afresh, as opening its address would.
  return (
    <Fragment key={entry.id}>
      {entry.render()}
      <BottomNav currentPath={entry.route} />
      <DevTag visible />
      <AppToaster />
    </Fragment>
  );
}

export default GalleryScreen;
