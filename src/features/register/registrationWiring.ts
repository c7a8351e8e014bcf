// The registration wired to the app: the ports its binding (src/features/register/registrationBinding.ts) binds the
// machine to, and its input. Imported by /register and the register modal's hook, so it loads with them rather than
// with the first load (src/app/boundOnce.ts).
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import type { RegistrationInput } from "../../../machines/registration";
import { boundOnce } from "../../app/boundOnce";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import type { RegistrationPorts } from "./registrationBinding";

export const wireRegistration = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation, toasts, prompts } = app.adapters;
  const ports: RegistrationPorts = {
    register: (values) => api.register(values),
    showSuccess: (message) => {
      toasts.success(message);
      app.markWalkthroughSeen();
      app.track("sign_up", "success");
    },
    saveGuruProfile: (guru) => {
      if (guru) app.patch({ profile: { ...app.store().profile, guru_profile: guru } });
    },
    clearSavedQuestion: () => app.patch({ question: null }),
    rememberRegisteredEmail: (email) => app.patch({ registered_email: email }),
    openLoginPrefilled: (credentials) => prompts.openLoginModal(credentials),
    goToLogin: () => navigation.navigate("/login"),
  };
  return {
    ports,
    input: (mode: "page" | "modal"): RegistrationInput => {
      const store = app.store();
      return {
        mode,
        calendar: firstBirthCalendar(language.get()),
        registeredEmail: store.registered_email,
        sessionId: app.sessionId(),
        guest:
          mode === "modal" && store.kundali.name
            ? {
                name: store.kundali.name ?? "",
                birth_date: store.kundali.birth_date ?? "",
                birth_time: store.kundali.birth_time ?? "",
                birth_place: store.kundali.birth_place ?? "",
                country: store.kundali.country ?? "",
                gender: store.kundali.gender ?? "",
              }
            : null,
      };
    },
  };
});
