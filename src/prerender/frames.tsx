// The first frame of each prerendered screen: the screen's own view in the state it opens in before any data has
// arrived (the walkthrough's first slide, the questions loading, the empty birth form, the not-found page). /kundali shows the reader's own chart and
// /chat their conversation, which no build can know: their frame is the route's loading line with the bottom
// navigation. The client's first
// render of a screen matches its frame unless the reader's data are already there, in which case React renders that
// screen afresh (src/main.tsx).
import type { ReactElement } from "react";
import type { Language } from "../../contract/language";
import { firstBirthCalendar } from "../../machines/lib/birthCalendar";
import type { PRERENDERED_PATHS } from "../../shared/app-paths";
import { RouteFallback } from "../app/RouteFallback";
import { GetStartedView } from "../features/get-started/GetStartedView";
import type { LoginModalProps } from "../features/login/LoginModal";
import { NotFoundScreen } from "../features/not-found/NotFoundScreen";
import { QuestionsView } from "../features/questions/QuestionsView";
import { BUILT_IN_SLIDES } from "../features/walkthrough/builtInSlides";
import { WalkthroughView } from "../features/walkthrough/WalkthroughView";

type PrerenderedPath = keyof typeof PRERENDERED_PATHS;

// A frame is never interactive: hydration attaches the real screen's handlers.
const inert = () => {};

const closedLoginModal: LoginModalProps = {
  isOpen: false,
  onCancel: inert,
  mode: "login",
  status: "idle",
  errors: {},
  onLogin: inert,
  onSendResetEmail: inert,
  onForgotPassword: inert,
  onBackToLogin: inert,
  onCreateAccount: inert,
};

export function frameOf(path: PrerenderedPath | null, language: Language): ReactElement {
  switch (path) {
    case "/":
    case "/home":
      return <WalkthroughView slides={BUILT_IN_SLIDES[language]} status="ready" onSkip={inert} onFinish={inert} />;
    case "/questions":
      return (
        <QuestionsView
          status="loading"
          categories={[]}
          activeCategory={null}
          questions={[]}
          selectedQuestion={null}
          onSelectCategory={inert}
          onToggleQuestion={inert}
          onContinue={inert}
          onOpenLogin={inert}
          loginModal={closedLoginModal}
        />
      );
    case "/get-started":
      return (
        <GetStartedView
          status="idle"
          errors={{}}
          calendar={firstBirthCalendar(language)}
          onCalendarChange={inert}
          city={{ value: "", onChange: inert, results: [], status: "idle", onSelect: inert }}
          onSubmit={inert}
          // the screen has the way back to the questions: a frame without it would not hydrate (React would paint
          // the form anew and drop what was typed into the painted one)
          onChangeQuestion={inert}
        />
      );
    case "/kundali":
    case "/chat":
      return <RouteFallback />;
    case null:
      return <NotFoundScreen />;
  }
}
