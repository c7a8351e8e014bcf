// The settings screen's entries in the development gallery (/__gallery), with its delete and policy modals.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { closedPolicy, noop } from "../../dev/gallery/sharedSamples";
import { SettingsView, type SettingsViewProps } from "./SettingsView";

function settings(overrides: Partial<SettingsViewProps> = {}): SettingsViewProps {
  return {
    language: "en",
    onChooseLanguage: noop,
    isNativeApp: true,
    notificationsOn: true,
    onToggleNotifications: noop,
    isLoggedIn: true,
    onOpenDelete: noop,
    deleteModal: { isOpen: false, status: "idle", error: null, onConfirm: noop, onCancel: noop },
    onOpenPolicy: noop,
    policy: closedPolicy,
    onContactUs: noop,
    appVersion: "v1.0.2",
    ...overrides,
  };
}

export const settingsGallery: GalleryEntry[] = [
  { id: "settings", route: "/settings", render: () => <SettingsView {...settings()} /> },
  {
    id: "settings-web-guest",
    route: "/settings",
    render: () => <SettingsView {...settings({ isNativeApp: false, isLoggedIn: false })} />,
  },
  {
    id: "settings-delete",
    route: "/settings",
    render: () => (
      <SettingsView
        {...settings({
          deleteModal: {
            isOpen: true,
            status: "idle",
            error: "Please enter correct confirmation message",
            onConfirm: noop,
            onCancel: noop,
          },
        })}
      />
    ),
  },
  {
    id: "settings-policy",
    route: "/settings",
    render: () => <SettingsView {...settings({ policy: { ...closedPolicy, open: "privacy" } })} />,
  },
];
