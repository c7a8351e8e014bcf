// Development-only gallery (/__gallery): every screen view with sample props, one per address
// (/__gallery/<entry>), so each can be looked at and screenshotted before it is wired to the machines. Each feature
// keeps its entries in its own gallery.tsx; this screen lists them and frames the one on show.

import { Fragment, useLayoutEffect } from "react";
import { Link, useParams } from "wouter";
import { chatGallery, chatWithRegisterModal } from "../../features/chat/gallery";
import { getStartedGallery } from "../../features/get-started/gallery";
import { kundaliGallery } from "../../features/kundali/gallery";
import { loginGallery } from "../../features/login/gallery";
import { matchingGallery } from "../../features/matching/gallery";
import { notFoundGallery } from "../../features/not-found/gallery";
import { profileGallery } from "../../features/profile/gallery";
import { questionsGallery, questionsWithLoginModal } from "../../features/questions/gallery";
import { registerGallery } from "../../features/register/gallery";
import { resetPasswordGallery } from "../../features/reset-password/gallery";
import { settingsGallery } from "../../features/settings/gallery";
import { subscriptionGallery } from "../../features/subscription/gallery";
import { verificationGallery } from "../../features/verification/gallery";
import { walkthroughGallery } from "../../features/walkthrough/gallery";
import { AppToaster } from "../../ui/AppToaster";
import { BottomNav } from "../../ui/BottomNav";
import { DevTag } from "../../ui/DevTag";
import type { GalleryEntry } from "./galleryEntry";
import "./GalleryScreen.css";

/** Every gallery entry, in the order of the app's journey. */
export const galleryEntries: readonly GalleryEntry[] = [
  ...walkthroughGallery,
  ...questionsGallery,
  ...getStartedGallery,
  ...loginGallery,
  // A modal is drawn by the screen that opens it, and listed beside its own page.
  questionsWithLoginModal,
  ...registerGallery,
  chatWithRegisterModal,
  ...kundaliGallery,
  ...matchingGallery,
  ...chatGallery,
  ...profileGallery,
  ...settingsGallery,
  ...subscriptionGallery,
  ...verificationGallery,
  ...resetPasswordGallery,
  ...notFoundGallery,
];

export function GalleryScreen() {
  const params = useParams<{ view?: string }>();
  const entry = galleryEntries.find((item) => item.id === params.view);
  // Each entry opens at the top, as its own address would; and the entry on show is named, so a screenshot tool that
  // moves between entries without reloading knows when it is drawn.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.body.dataset.galleryEntry = entry?.id ?? "";
  }, [entry]);
  if (!entry) {
    return (
      <main className="screen gallery">
        <h1 className="screen__title">Screen gallery</h1>
        <p className="muted">Every view with sample data (development builds only).</p>
        <ul className="gallery__list">
          {galleryEntries.map((item) => (
            <li key={item.id}>
              <Link href={`/__gallery/${item.id}`}>{item.id}</Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }
  // Keyed by the entry: moving to another entry mounts its view afresh, as opening its address would.
  return (
    <Fragment key={entry.id}>
      {entry.render()}
      <BottomNav currentPath={entry.route} />
      <DevTag visible />
      <AppToaster />
    </Fragment>
  );
}

export default GalleryScreen;
