// Dial codes offered by the phone field. Nepal is the default; Nepal, United States and Australia are
// listed first (SPEC §9), then the countries our users most often come from, alphabetically.
export interface PhoneCountry {
  iso: string;
  name: string;
  dialCode: string;
}

export const preferredPhoneCountries: readonly PhoneCountry[] = [
  { iso: "NP", name: "Nepal", dialCode: "977" },
  { iso: "US", name: "United States", dialCode: "1" },
  { iso: "AU", name: "Australia", dialCode: "61" },
];

export const otherPhoneCountries: readonly PhoneCountry[] = [
  { iso: "BD", name: "Bangladesh", dialCode: "880" },
  { iso: "BT", name: "Bhutan", dialCode: "975" },
  { iso: "CA", name: "Canada", dialCode: "1" },
  { iso: "DE", name: "Germany", dialCode: "49" },
  { iso: "HK", name: "Hong Kong", dialCode: "852" },
  { iso: "IN", name: "India", dialCode: "91" },
  { iso: "IL", name: "Israel", dialCode: "972" },
  { iso: "JP", name: "Japan", dialCode: "81" },
  { iso: "KW", name: "Kuwait", dialCode: "965" },
  { iso: "MY", name: "Malaysia", dialCode: "60" },
  { iso: "NZ", name: "New Zealand", dialCode: "64" },
  { iso: "QA", name: "Qatar", dialCode: "974" },
  { iso: "SA", name: "Saudi Arabia", dialCode: "966" },
  { iso: "SG", name: "Singapore", dialCode: "65" },
  { iso: "KR", name: "South Korea", dialCode: "82" },
  { iso: "LK", name: "Sri Lanka", dialCode: "94" },
  { iso: "AE", name: "United Arab Emirates", dialCode: "971" },
  { iso: "GB", name: "United Kingdom", dialCode: "44" },
];

export const defaultPhoneCountry: PhoneCountry = { iso: "NP", name: "Nepal", dialCode: "977" };

export function findPhoneCountry(iso: string): PhoneCountry | undefined {
  return [...preferredPhoneCountries, ...otherPhoneCountries].find((country) => country.iso === iso);
}
