// The words of each mail in the reader's language (the language the app sent as Accept-Language when the mail was
// asked for). templates.ts puts them around the link; nothing here is HTML.
import type { Language } from "../../contract/language";

export interface MailWording {
  verification: {
    subject: string;
    greeting(name: string): string;
    lines(ttlHours: number): string[];
    action: string;
  };
  passwordReset: {
    subject: string;
    greeting: string;
    lines(ttlMinutes: number): string[];
    action: string;
  };
  /** To the owner of an address someone tried to register again: nothing changed, log in or reset the password. */
  accountExists: {
    subject: string;
    greeting(name: string): string;
    lines: string[];
    action: string;
  };
  /** Under the button, before the bare link. */
  linkFallback: string;
}

const hours = (language: Language, n: number) =>
  new Intl.NumberFormat(language === "ne" ? "ne" : language === "hi" ? "hi" : "en").format(n);

export const MAIL_WORDING: Record<Language, MailWording> = {
  en: {
    verification: {
      subject: "Verify your e-mail address",
      greeting: (name) => `Namaste ${name},`,
      lines: (ttlHours) => [
        "Thank you for registering with Kundali Guru. Please confirm that this is your e-mail address.",
        `The link works once and expires in ${ttlHours} hours.`,
      ],
      action: "Verify e-mail",
    },
    passwordReset: {
      subject: "Reset your password",
      greeting: "Namaste,",
      lines: (ttlMinutes) => [
        "Someone (hopefully you) asked to reset the password of your Kundali Guru account.",
        `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this mail.`,
      ],
      action: "Reset password",
    },
    accountExists: {
      subject: "You already have a Kundali Guru account",
      greeting: (name) => `Namaste ${name},`,
      lines: [
        "Someone (hopefully you) tried to register a new Kundali Guru account with this e-mail address, which already has one. Nothing was changed.",
        "If it was you, log in with your password; if you forgot it, choose 'Forgot Password?' on the login page. If it was not you, ignore this mail.",
      ],
      action: "Log in",
    },
    linkFallback: "If the button does not work, open this address:",
  },
  ne: {
    verification: {
      subject: "आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्",
      greeting: (name) => `नमस्ते ${name},`,
      lines: (ttlHours) => [
        "Kundali Guru मा दर्ता गर्नुभएकोमा धन्यवाद। कृपया यो तपाईंकै इमेल ठेगाना हो भनी पुष्टि गर्नुहोस्।",
        `यो लिङ्क एक पटक मात्र चल्छ र ${hours("ne", ttlHours)} घण्टापछि यसको म्याद सकिन्छ।`,
      ],
      action: "इमेल प्रमाणित गर्नुहोस्",
    },
    passwordReset: {
      subject: "आफ्नो पासवर्ड रिसेट गर्नुहोस्",
      greeting: "नमस्ते,",
      lines: (ttlMinutes) => [
        "कसैले (आशा छ तपाईंले नै) तपाईंको Kundali Guru खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो।",
        `यो लिङ्क एक पटक मात्र चल्छ र ${hours("ne", ttlMinutes)} मिनेटपछि यसको म्याद सकिन्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।`,
      ],
      action: "पासवर्ड रिसेट गर्नुहोस्",
    },
    accountExists: {
      subject: "तपाईंको Kundali Guru खाता पहिल्यै छ",
      greeting: (name) => `नमस्ते ${name},`,
      lines: [
        "कसैले (आशा छ तपाईंले नै) यो इमेल ठेगानाबाट नयाँ Kundali Guru खाता दर्ता गर्न खोज्नुभयो, तर यो ठेगानाको खाता पहिल्यै छ। केही परिवर्तन गरिएको छैन।",
        "तपाईं नै हो भने आफ्नो पासवर्डले लगइन गर्नुहोस्; पासवर्ड बिर्सनुभयो भने लगइन पेजमा 'पासवर्ड बिर्सनुभयो?' छान्नुहोस्। तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।",
      ],
      action: "लगइन गर्नुहोस्",
    },
    linkFallback: "बटनले काम गरेन भने यो ठेगाना खोल्नुहोस्:",
  },
  hi: {
    verification: {
      subject: "अपना ईमेल पता सत्यापित करें",
      greeting: (name) => `नमस्ते ${name},`,
      lines: (ttlHours) => [
        "Kundali Guru पर पंजीकरण के लिए धन्यवाद। कृपया पुष्टि करें कि यह आपका ही ईमेल पता है।",
        `यह लिंक केवल एक बार काम करता है और ${hours("hi", ttlHours)} घंटे में समाप्त हो जाता है।`,
      ],
      action: "ईमेल सत्यापित करें",
    },
    passwordReset: {
      subject: "अपना पासवर्ड रीसेट करें",
      greeting: "नमस्ते,",
      lines: (ttlMinutes) => [
        "किसी ने (उम्मीद है आपने ही) आपके Kundali Guru खाते का पासवर्ड रीसेट करने का अनुरोध किया है।",
        `यह लिंक केवल एक बार काम करता है और ${hours("hi", ttlMinutes)} मिनट में समाप्त हो जाता है। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।`,
      ],
      action: "पासवर्ड रीसेट करें",
    },
    accountExists: {
      subject: "आपका Kundali Guru खाता पहले से है",
      greeting: (name) => `नमस्ते ${name},`,
      lines: [
        "किसी ने (उम्मीद है आपने ही) इस ईमेल पते से नया Kundali Guru खाता बनाने की कोशिश की, लेकिन इस पते का खाता पहले से है। कुछ भी नहीं बदला गया है।",
        "अगर यह आप थे, तो अपने पासवर्ड से लॉग इन करें; पासवर्ड भूल गए हों तो लॉगिन पेज पर 'पासवर्ड भूल गए?' चुनें। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।",
      ],
      action: "लॉग इन करें",
    },
    linkFallback: "अगर बटन काम न करे, तो यह पता खोलें:",
  },
};
