// SPEC §5 name rule: required; two letters-only words separated by one space; longer than 3 characters.
export const NAME_REQUIRED = "The name field is required";
export const NAME_NEEDS_FIRST_AND_LAST = "Please enter both first and last name";

const FIRST_AND_LAST = /^[A-Za-z]+ [A-Za-z]+$/;

/** The error message for a full name, or null when it passes. Leading/trailing spaces are ignored. */
export function validateFullName(name: string): string | null {
  const text = name.trim();
  if (text === "") return NAME_REQUIRED;
  if (!FIRST_AND_LAST.test(text) || text.length <= 3) return NAME_NEEDS_FIRST_AND_LAST;
  return null;
}
