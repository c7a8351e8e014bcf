// Prop builders shared by the view tests: every callback a vi.fn(), so tests can check what was called.
import { vi } from "vitest";
import type { LoginModalProps } from "../../../src/features/login/LoginModal";
import type { RegisterModalProps } from "../../../src/features/register/RegisterModal";

export function loginProps(overrides: Partial<LoginModalProps> = {}): LoginModalProps {
  return {
    isOpen: false,
    mode: "login",
    status: "idle",
    errors: {},
    onCancel: vi.fn(),
    onLogin: vi.fn(),
    onSendResetEmail: vi.fn(),
    onForgotPassword: vi.fn(),
    onBackToLogin: vi.fn(),
    onCreateAccount: vi.fn(),
    ...overrides,
  };
}

export const policyUrls = { privacy: "/policies/privacy-policy.html", usage: "/policies/usage-policy.html" };

export function idleCity() {
  return { value: "", onChange: vi.fn(), results: [], status: "idle" as const, onSelect: vi.fn() };
}

export function registerProps(overrides: Partial<RegisterModalProps> = {}): RegisterModalProps {
  return {
    isOpen: false,
    onCancel: vi.fn(),
    status: "idle",
    errors: {},
    city: idleCity(),
    onSubmit: vi.fn(),
    onLoginNow: vi.fn(),
    onOpenPolicy: vi.fn(),
    policy: { open: null, urls: policyUrls, onClose: vi.fn() },
    ...overrides,
  };
}
