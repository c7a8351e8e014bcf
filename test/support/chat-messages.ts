// Locators of the chat's message list for browser tests. The waiting bubble ('Guru is analyzing your data...') is a
// guru message too; a test that reads it as an answer races the reply, so answers leave it out.
export const GURU_ANSWERS = ".message--guru:not(.message--waiting) .message__body";
export const OWN_MESSAGES = ".message--own .message__body";
