// The subscription screen's entries in the development gallery (/__gallery): with packs and with none.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { loginModal, noop, samplePacks } from "../../dev/gallery/sharedSamples";
import { SubscriptionView } from "./SubscriptionView";

export const subscriptionGallery: GalleryEntry[] = [
  {
    id: "subscription",
    route: "/subscription",
    render: () => (
      <SubscriptionView
        packs={{ packs: samplePacks, status: "ready", onSelectPack: noop }}
        loginModal={loginModal(false)}
      />
    ),
  },
  {
    id: "subscription-empty",
    route: "/subscription",
    render: () => (
      <SubscriptionView packs={{ packs: [], status: "ready", onSelectPack: noop }} loginModal={loginModal(false)} />
    ),
  },
];
