// /profile, /settings, /subscription and the shared pieces: bottom navigation, dev tag, toaster, zodiac.
import "./support/jsdomGaps";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ProfileView, type ProfileViewProps } from "../../src/features/profile/ProfileView";
import { SettingsView, type SettingsViewProps } from "../../src/features/settings/SettingsView";
import { SubscriptionView } from "../../src/features/subscription/SubscriptionView";
import { AppToaster } from "../../src/ui/AppToaster";
import { BottomNav, isBottomNavHidden } from "../../src/ui/BottomNav";
import { DevTag } from "../../src/ui/DevTag";
import { OfflineBanner } from "../../src/ui/OfflineBanner";
import { policyUrlIn } from "../../src/ui/PolicyModal";
import { UpdatePrompt } from "../../src/ui/UpdatePrompt";
import { findZodiacSign, zodiacSigns } from "../../src/ui/zodiac";
import { loginProps, policyUrls, registerProps } from "./support/props";

afterEach(cleanup);

const pack = {
  sku: "q10",
  title: "10 Questions",
  description: "Ask about every part of your life",
  queries: 10,
  price: "$2.99",
};

function profileProps(overrides: Partial<ProfileViewProps> = {}): ProfileViewProps {
  return {
    profile: {
      id: 7,
      name: "Sita Sharma",
      email: "sita@example.com",
      gender: "female",
      contact: "+977-9812345678",
      birth_place: "Kathmandu, Nepal",
      birth_date: "1996-01-05",
      birth_time: "05:45",
      horoscope_sign: "Aries",
      email_verified: false,
    },
    isLoggedIn: true,
    verificationMail: { status: "idle", message: null, error: null, onSend: vi.fn() },
    coupon: { status: "idle", onApply: vi.fn() },
    packs: { packs: [pack], status: "ready", onSelectPack: vi.fn() },
    onLogout: vi.fn(),
    onLogin: vi.fn(),
    onRegister: vi.fn(),
    loginModal: loginProps(),
    registerModal: registerProps(),
    ...overrides,
  };
}

describe("ProfileView", () => {
  it("shows the Profile Details card, the coupon block, the packs and Logout when logged in", () => {
    const props = profileProps();
    render(<ProfileView {...props} />);
    const card = screen.getByRole("heading", { name: "Profile Details" }).parentElement as HTMLElement;
    expect(within(card).getByText("Female")).toBeTruthy();
    expect(within(card).getByText("Jan 05 1996 · 21 Poush 2052 BS")).toBeTruthy();
    expect(within(card).getByText("05:45 AM")).toBeTruthy();
    expect(within(card).getByText("+977-9812345678")).toBeTruthy();
    expect(screen.getByLabelText("Coupon code")).toBeTruthy();
    expect(screen.getByRole("button", { name: /10 Questions/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(props.onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("offers a member not verified yet another verification mail, disabled while sending, then says what happened", () => {
    const props = profileProps();
    const { rerender } = render(<ProfileView {...props} />);
    expect(screen.getByText("Not verified yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send a new verification link" }));
    expect(props.verificationMail.onSend).toHaveBeenCalledOnce();
    rerender(<ProfileView {...props} verificationMail={{ ...props.verificationMail, status: "sending" }} />);
    expect(screen.getByRole("button", { name: "Sending…" }).hasAttribute("disabled")).toBe(true);
    const sent = "We have sent a new verification link. Please check your e-mail.";
    rerender(<ProfileView {...props} verificationMail={{ ...props.verificationMail, message: sent }} />);
    expect(screen.getByRole("status").textContent).toBe(sent);
    const refused = "Too many attempts. Please try again in 15 minutes.";
    rerender(<ProfileView {...props} verificationMail={{ ...props.verificationMail, error: refused }} />);
    expect(screen.getByRole("alert").textContent).toBe(refused);
  });

  it("offers no verification mail to a verified member or a guest", () => {
    const verified = profileProps();
    render(<ProfileView {...verified} profile={{ ...verified.profile, email_verified: true }} />);
    expect(screen.queryByRole("button", { name: "Send a new verification link" })).toBeNull();
    cleanup();
    render(<ProfileView {...verified} isLoggedIn={false} profile={{ ...verified.profile, email_verified: null }} />);
    expect(screen.queryByRole("button", { name: "Send a new verification link" })).toBeNull();
  });

  it("for a guest without a profile id offers Login and Register, hides the coupon, and shows missing values as a dash", () => {
    const props = profileProps({
      isLoggedIn: false,
      profile: { ...profileProps().profile, id: null, email: "null", contact: null },
    });
    render(<ProfileView {...props} />);
    expect(screen.queryByLabelText("Coupon code")).toBeNull();
    expect(screen.getAllByText("—")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(props.onLogin).toHaveBeenCalledOnce();
    expect(props.onRegister).toHaveBeenCalledOnce();
  });
});

function settingsProps(overrides: Partial<SettingsViewProps> = {}): SettingsViewProps {
  return {
    language: "en",
    onChooseLanguage: vi.fn(),
    isNativeApp: false,
    notificationsOn: false,
    onToggleNotifications: vi.fn(),
    isLoggedIn: false,
    onOpenDelete: vi.fn(),
    deleteModal: { isOpen: false, status: "idle", error: null, onConfirm: vi.fn(), onCancel: vi.fn() },
    onOpenPolicy: vi.fn(),
    policy: { open: null, urls: policyUrls, onClose: vi.fn() },
    onContactUs: vi.fn(),
    appVersion: "v1.0.2",
    ...overrides,
  };
}

describe("SettingsView", () => {
  it("shows the notification toggle in the native app only, and 'Delete My Account' only when logged in", () => {
    const { rerender } = render(<SettingsView {...settingsProps()} />);
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete My Account/ })).toBeNull();
    const onToggleNotifications = vi.fn();
    rerender(<SettingsView {...settingsProps({ isNativeApp: true, isLoggedIn: true, onToggleNotifications })} />);
    fireEvent.click(screen.getByRole("switch", { name: "Notifications" }));
    expect(onToggleNotifications).toHaveBeenCalledWith(true);
    expect(screen.getByRole("button", { name: /Delete My Account/ })).toBeTruthy();
  });

  it("opens policies, Contact Us and the delete modal through callbacks", () => {
    const props = settingsProps({ isLoggedIn: true });
    render(<SettingsView {...props} />);
    fireEvent.click(screen.getByRole("button", { name: /Privacy Policy/ }));
    fireEvent.click(screen.getByRole("button", { name: /Usage Policy/ }));
    expect(props.onOpenPolicy).toHaveBeenNthCalledWith(1, "privacy");
    expect(props.onOpenPolicy).toHaveBeenNthCalledWith(2, "usage");
    fireEvent.click(screen.getByRole("button", { name: /Contact Us/ }));
    expect(props.onContactUs).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: /Delete My Account/ }));
    expect(props.onOpenDelete).toHaveBeenCalledOnce();
  });

  it("the delete modal sends the typed word and shows the wrong-word message", () => {
    const onConfirm = vi.fn();
    render(
      <SettingsView
        {...settingsProps({
          isLoggedIn: true,
          deleteModal: {
            isOpen: true,
            status: "idle",
            error: "Please enter correct confirmation message",
            onConfirm,
            onCancel: vi.fn(),
          },
        })}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete My Account" });
    expect(within(dialog).getByText("Please enter correct confirmation message")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Type delete to confirm"), { target: { value: "delete" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledWith("delete");
  });

  it("shows a policy in a framed modal", () => {
    render(<SettingsView {...settingsProps({ policy: { open: "privacy", urls: policyUrls, onClose: vi.fn() } })} />);
    const dialog = screen.getByRole("dialog", { name: "Privacy Policy" });
    expect(within(dialog).getByTitle("Privacy Policy").getAttribute("src")).toBe("/policies/privacy-policy.html");
  });

  it("frames our translated policies in the reader's language, other addresses as given", () => {
    for (const url of ["/policies/privacy-policy.html", "/policies/usage-policy.html"]) {
      expect(policyUrlIn(url, "en")).toBe(url);
      expect(policyUrlIn(url, "ne")).toBe(url.replace("/policies/", "/policies/ne/"));
      expect(policyUrlIn(url, "hi")).toBe(url.replace("/policies/", "/policies/hi/"));
    }
    expect(policyUrlIn("https://example.com/privacy.html", "ne")).toBe("https://example.com/privacy.html");
  });
});

describe("SubscriptionView", () => {
  it("lists packs and reports the one picked; says 'No package available!' when empty", () => {
    const onSelectPack = vi.fn();
    const { rerender } = render(
      <SubscriptionView packs={{ packs: [pack], status: "ready", onSelectPack }} loginModal={loginProps()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: /10 Questions/ }));
    expect(onSelectPack).toHaveBeenCalledWith(pack);
    rerender(<SubscriptionView packs={{ packs: [], status: "ready", onSelectPack }} loginModal={loginProps()} />);
    expect(screen.getByText("No package available!")).toBeTruthy();
  });
});

describe("shared pieces", () => {
  it("the bottom navigation has Home, Chat, Profile and Settings, and hides on the spec's routes", () => {
    const { hook } = memoryLocation({ path: "/chat" });
    const { rerender } = render(
      <Router hook={hook}>
        <BottomNav currentPath="/chat" />
      </Router>,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Home", "/kundali"],
      ["Chat", "/chat"],
      ["Profile", "/profile"],
      ["Settings", "/settings"],
    ]);
    expect(within(nav).getByRole("link", { name: "Chat" }).getAttribute("aria-current")).toBe("page");
    for (const path of [
      "/",
      "/home",
      "/get-started",
      "/matching",
      "/questions",
      "/interests",
      "/reset-password",
      "/verification",
      "/login",
      "/register",
    ]) {
      expect(isBottomNavHidden(path)).toBe(true);
    }
    for (const path of ["/kundali", "/chat", "/profile", "/settings", "/subscription"]) {
      expect(isBottomNavHidden(path)).toBe(false);
    }
    rerender(
      <Router hook={hook}>
        <BottomNav currentPath="/login" />
      </Router>,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("the dev tag says what it is, and shows only when told to", () => {
    const { rerender } = render(<DevTag visible />);
    expect(screen.getByRole("note").textContent).toBe("DEV");
    rerender(<DevTag visible={false} />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("the offline banner says the spec's offline message only while offline", () => {
    const { rerender } = render(<OfflineBanner offline />);
    expect(screen.getByRole("alert").textContent).toBe("You are offline. Check your internet connection.");
    rerender(<OfflineBanner offline={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the update prompt asks 'New content available. Reload?'", () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} onDismiss={vi.fn()} />);
    expect(screen.getByText("New content available. Reload?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("toasts appear at the bottom centre", async () => {
    render(<AppToaster />);
    toast("An unexpected error occurred.");
    expect(await screen.findByText("An unexpected error occurred.")).toBeTruthy();
    const list = document.querySelector("[data-sonner-toaster]");
    expect(list?.getAttribute("data-y-position")).toBe("bottom");
    expect(list?.getAttribute("data-x-position")).toBe("center");
  });

  it("knows all twelve signs by English and Sanskrit name", () => {
    expect(zodiacSigns).toHaveLength(12);
    expect(findZodiacSign("vrishchika")?.english).toBe("Scorpio");
    expect(findZodiacSign("Pisces")?.sanskrit).toBe("Meena");
    expect(findZodiacSign("Ophiuchus")).toBeUndefined();
  });
});
