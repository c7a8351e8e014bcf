// Messages that reach the screens as data rather than as a view's own words: validation messages, toasts and
// errors decided by the machines (defined once in machines/) and the server's messages a user can meet (field errors
// and refusals), which come by id (contract/server-messages.ts). A view shows any of them through `useMessage()`,
// which gives the reader's language for a known message and passes any other text through unchanged.
import { useStore } from "@nanostores/react";
import { NAME_NEEDS_FIRST_AND_LAST, NAME_REQUIRED } from "../../contract/name-rule";
import { PASSWORD_MISMATCH } from "../../contract/rules";
import { serverMessages } from "../../contract/server-messages";
import { COUPON_APPLIED, COUPON_FAILED, COUPON_REQUIRED } from "../../machines/coupon";
import { ACCOUNT_DELETED, DELETE_WRONG_WORD } from "../../machines/deleteAccount";
import { CHAT_FAILED, NO_RESPONSE } from "../../machines/getStarted";
import { BS_DATE_INCOMPLETE, BS_YEAR_UNSUPPORTED } from "../../machines/lib/bikramSambat";
import {
  BIRTH_DATE_REQUIRED,
  BIRTH_PLACE_REQUIRED,
  BIRTH_TIME_REQUIRED,
  GENDER_REQUIRED,
} from "../../machines/lib/birthForm";
import {
  BOT_INVALID_SITE_KEY,
  BOT_SCRIPT_FAILED,
  BOT_SOMETHING_WRONG,
  BOT_VALIDATION_FAILED,
} from "../../machines/lib/botProtection";
import type { Said } from "../../machines/lib/callFailure";
import { UNEXPECTED_ERROR } from "../../machines/lib/placeholders";
import { EMAIL_REQUIRED, PASSWORD_REQUIRED, PASSWORD_TOO_SHORT } from "../../machines/lib/registration";
import { FORGOT_SENT } from "../../machines/login";
import { NO_INTERNET, OFFLINE_BANNER } from "../../machines/offline";
import { PAYMENT_FAILED, PAYMENT_SUCCESS, PURCHASE_IN_APP_ONLY } from "../../machines/payment";
import { REGISTERED } from "../../machines/registration";
import { RESET_DONE } from "../../machines/resetPassword";
import { VERIFICATION_FAILED } from "../../machines/verification";
import { VERIFICATION_MAIL_FAILED, VERIFICATION_MAIL_SENT } from "../../machines/verificationMail";
import { type FieldMessage, firstMessage } from "../ui/formTypes";
import { calendarWords } from "./format";
import { englishOf, i18n } from "./i18n";

export const messages = i18n("messages", {
  nameRequired: NAME_REQUIRED,
  nameNeedsFirstAndLast: NAME_NEEDS_FIRST_AND_LAST,
  genderRequired: GENDER_REQUIRED,
  birthDateRequired: BIRTH_DATE_REQUIRED,
  birthTimeRequired: BIRTH_TIME_REQUIRED,
  birthPlaceRequired: BIRTH_PLACE_REQUIRED,
  emailRequired: EMAIL_REQUIRED,
  passwordRequired: PASSWORD_REQUIRED,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordMismatch: PASSWORD_MISMATCH,
  couponRequired: COUPON_REQUIRED,
  couponApplied: COUPON_APPLIED,
  couponFailed: COUPON_FAILED,
  deleteWrongWord: DELETE_WRONG_WORD,
  accountDeleted: ACCOUNT_DELETED,
  chatFailed: CHAT_FAILED,
  noResponse: NO_RESPONSE,
  forgotSent: FORGOT_SENT,
  offline: OFFLINE_BANNER,
  noInternet: NO_INTERNET,
  paymentSuccess: PAYMENT_SUCCESS,
  paymentFailed: PAYMENT_FAILED,
  purchaseInAppOnly: PURCHASE_IN_APP_ONLY,
  registered: REGISTERED,
  resetDone: RESET_DONE,
  verificationFailed: VERIFICATION_FAILED,
  verificationMailSent: VERIFICATION_MAIL_SENT,
  verificationMailFailed: VERIFICATION_MAIL_FAILED,
  unexpectedError: UNEXPECTED_ERROR,
  botScriptFailed: BOT_SCRIPT_FAILED,
  botValidationFailed: BOT_VALIDATION_FAILED,
  botInvalidSiteKey: BOT_INVALID_SITE_KEY,
  botSomethingWrong: BOT_SOMETHING_WRONG,
  bsDateIncomplete: BS_DATE_INCOMPLETE,
  bsYearUnsupported: BS_YEAR_UNSUPPORTED,
});

type MessageKey = keyof ReturnType<typeof messages.get>;

/** The server's own messages, by id: the English is the server's, the catalogues translate each id. */
export const serverMessageWords = i18n("serverMessages", { ...serverMessages });

/**
 * Messages with values in them, as the machines word them (e.g. bikramSambat.ts's `noSuchBsDay`): the English is a
 * template whose {names} match the values; the translation puts them where its language wants them.
 */
export const messageTemplates = i18n("messageTemplates", {
  noSuchBsDay: "There is no {day} {month} {year}: {month} {year} has {days} days.",
});

type TemplateKey = keyof ReturnType<typeof messageTemplates.get>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each template's English as a pattern that captures its values by name. */
const templatePatterns = Object.entries(englishOf("messageTemplates")).map(([key, english]) => {
  const names: string[] = [];
  const source = (english as string)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      if (names.includes(name)) return `\\k<${name}>`;
      names.push(name);
      return `(?<${name}>.+?)`;
    })
    .join("");
  return { key: key as TemplateKey, pattern: new RegExp(`^${source}$`) };
});

/** English calendar words (the BS months) -> the reader's, for the values a template carries. */
const englishCalendarWords = Object.entries(englishOf("calendar")) as Array<[string, string]>;

function fillTemplate(templates: Record<TemplateKey, string>, text: string): string | null {
  const calendar = calendarWords.get() as Record<string, string>;
  const inReadersWords = (value: string) => {
    const key = englishCalendarWords.find(([, english]) => english === value)?.[0];
    return key ? (calendar[key] ?? value) : value;
  };
  for (const { key, pattern } of templatePatterns) {
    const values = pattern.exec(text)?.groups;
    if (values) {
      return templates[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        values[name] === undefined ? whole : inReadersWords(values[name]),
      );
    }
  }
  return null;
}

/** English text -> its key, from the base catalogue (each message is written once, above). */
const keyOfEnglish = new Map<string, MessageKey>(
  Object.entries(englishOf("messages")).map(([key, english]) => [english as string, key as MessageKey]),
);

function translateWith(
  translations: Record<MessageKey, string>,
  serverWords: Record<string, string>,
  templates: Record<TemplateKey, string>,
  said: Said,
): string {
  if (typeof said !== "string") return serverWords[said.id] ?? said.text;
  const key = keyOfEnglish.get(said.trim());
  return key ? translations[key] : (fillTemplate(templates, said.trim()) ?? said);
}

/** A message in the current language, outside React (the toasts raised by the HTTP client). */
export function translateMessage(said: Said): string {
  return translateWith(messages.get(), serverMessageWords.get(), messageTemplates.get(), said);
}

/** In a view: `const message = useMessage(); message(error)`. */
export function useMessage(): (said: Said) => string {
  const translations = useStore(messages);
  const serverWords = useStore(serverMessageWords);
  const templates = useStore(messageTemplates);
  return (said) => translateWith(translations, serverWords, templates, said);
}

/** The first message of a field's errors (formTypes.ts), in the current language. */
export function useFieldMessage(errors: FieldMessage): string | undefined {
  const message = useMessage();
  const first = firstMessage(errors);
  return first === undefined ? undefined : message(first);
}
