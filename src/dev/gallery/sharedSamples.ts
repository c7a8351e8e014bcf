// Sample props several features' gallery entries share (each feature's own samples sit in its gallery.tsx): realistic
// values, so screenshots show the screens as users see them.

import { useState } from "react";
import type { LoginModalProps } from "../../features/login";
import type { RegisterModalProps } from "../../features/register";
import { language } from "../../i18n/i18n";
import { type CityOption, cityLabel } from "../../ui/CitySearchField";
import type { PackView } from "../../ui/PackList";

export const noop = () => {};

const policyUrls = { privacy: "/policies/privacy-policy.html", usage: "/policies/usage-policy.html" };
export const closedPolicy = { open: null, urls: policyUrls, onClose: noop };

export function loginModal(isOpen: boolean, overrides: Partial<LoginModalProps> = {}): LoginModalProps {
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

export function registerModal(isOpen: boolean): RegisterModalProps {
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

const sampleCities = [
  { id: 1, name: "Kathmandu", country_name: "Nepal" },
  { id: 2, name: "Kathua", country_name: "India" },
  { id: 3, name: "Katherine", country_name: "Australia" },
  { id: 4, name: "Kathleen", country_name: "United States" },
  { id: 5, name: "Katha", country_name: "Myanmar" },
  { id: 6, name: "Kathor", country_name: "India" },
];

/** The city search with canned results, so the dropdown can be tried in the gallery. */
export function useSampleCity(initial = "") {
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
    onSelect: (city: CityOption) => setValue(cityLabel(city, language.get())),
  };
}

export const sampleCategories = ["career", "marriage", "relationships", "health", "finance"];

export const sampleQuestions = [
  "When will I get a stable job?",
  "Is this a good year to change my career?",
  "Will I work abroad?",
  "Should I start my own business?",
  "Which field suits me best according to my chart?",
];

export const samplePacks: PackView[] = [
  {
    sku: "questions_3",
    title: "3 Questions",
    description: "Three more answers from the guru",
    queries: 3,
    price: "$0.99",
  },
  {
    sku: "questions_10",
    title: "10 Questions",
    description: "Ask about every part of your life",
    queries: 10,
    price: "$2.99",
  },
  { sku: "questions_25", title: "25 Questions", description: "For a year of guidance", queries: 25, price: "$5.99" },
];

export const idleCoupon = { status: "idle" as const, onApply: noop };
