// register's machines bound to the app, in one place. Each binding provides a machine's placeholders from ports, and
// each wiring makes those ports (and the machine's input) of the app logic's environment. The screen imports this file,
// so it loads with the screen, not with the first load (src/wiring/boundOnce.ts).
import { fromPromise } from "xstate";
import type { RegisterRequestBody } from "../../../contract/accounts";
import { BOT_PROTECTION_FIELD } from "../../../contract/rules";
import type { GuruProfile } from "../../../contract/user";
import { firstBirthCalendar } from "../../../machines/lib/birthCalendar";
import { BOT_PROTECTION_ACTION } from "../../../machines/lib/botProtection";
import type { RegistrationInput } from "../../../machines/registration";
import { type RegisterAnswer, registrationMachine } from "../../../machines/registration";
import type { ScreenEnvironment } from "../../app/logic";
import { language } from "../../i18n/i18n";
import { boundOnce } from "../../wiring/boundOnce";

// The registration machine bound to the app where its screens live: /register, and the register modal of /chat and
// /profile.
export interface RegistrationPorts {
  register(values: RegisterRequestBody): Promise<RegisterAnswer>;
  showSuccess(message: string): void;
  saveGuruProfile(guru: GuruProfile | null): void;
  clearSavedQuestion(): void;
  rememberRegisteredEmail(email: string): void;
  openLoginPrefilled(credentials: { email: string; password: string }): void;
  goToLogin(): void;
}

export const registrationMachineFor = boundOnce((ports: RegistrationPorts) =>
  registrationMachine.provide({
    actors: { register: fromPromise(({ input }) => ports.register(input)) },
    actions: {
      showSuccess: (_, message) => ports.showSuccess(message),
      saveGuruProfile: (_, guru) => ports.saveGuruProfile(guru),
      clearSavedQuestion: () => ports.clearSavedQuestion(),
      rememberRegisteredEmail: (_, email) => ports.rememberRegisteredEmail(email),
      openLoginPrefilled: (_, credentials) => ports.openLoginPrefilled(credentials),
      goToLogin: () => ports.goToLogin(),
    },
  }),
);

// The registration wired to the app: the ports the binding above binds the machine to, and its input.
export const wireRegistration = boundOnce((app: ScreenEnvironment) => {
  const { api, navigation, toasts, prompts, botProtection } = app.adapters;
  const ports: RegistrationPorts = {
    // The same bot protection as a guest chart: registering gives a chart (page mode) and a question.
    register: async (values) =>
      api.register({ ...values, [BOT_PROTECTION_FIELD]: await botProtection.token(BOT_PROTECTION_ACTION) }),
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
