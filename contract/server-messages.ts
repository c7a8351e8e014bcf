// The server's messages a user can meet (refusals, field errors, confirmations), each with an id. An answer that
// carries one of them gives its id beside the English text: `messageId` for the answer's `message`, `errorIds` for a
// field's message (`{ birth_date: "birthDateFuture" }`). API users read the English; the app shows its own
// translation of the id (src/i18n/messages.ts), never comparing text. Zod-free: the client imports these values.

export const serverMessages = {
  invalidCredentials: "These credentials do not match our records.",
  registered: "Thank you for registering! We have sent you an e-mail: please check your inbox to verify your address.",
  unknownPlace: "The birth place could not be found. Please choose a place from the suggestions.",
  birthDateFuture: "The birth date and time cannot be in the future.",
  logInToContinue: "Please log in to continue.",
  sessionExpired: "Your session has expired. Please log in again.",
  sessionNotClaimable: "This session has expired or was already used. Please start again.",
  sessionClaimed: "This session now belongs to an account. Please log in to continue.",
  sessionUnknown: "This session is unknown. Please generate your kundali again.",
  noChart: "Please generate your kundali first: the guru answers from your birth chart.",
  noQuestionsLeft: "You have no remaining questions. Buy a question pack or apply a coupon to ask more.",
  guruFailed: "The guru could not answer right now. You have not been charged; please try again.",
  verificationLinkInvalid: "This verification link is invalid or has expired.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
} as const;

export type ServerMessageId = keyof typeof serverMessages;

export const serverMessageIds = Object.keys(serverMessages) as ServerMessageId[];

export function isServerMessageId(value: unknown): value is ServerMessageId {
  return typeof value === "string" && Object.hasOwn(serverMessages, value);
}
