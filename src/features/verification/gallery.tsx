// The email verification screen's entries in the development gallery (/__gallery): verified and failed.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop } from "../../dev/gallery/sharedSamples";
import { VerificationView } from "./VerificationView";

export const verificationGallery: GalleryEntry[] = [
  {
    id: "verification",
    route: "/verification",
    render: () => (
      <VerificationView status="verified" email="sita.sharma@example.com" secondsLeft={7} onBackToApp={noop} />
    ),
  },
  {
    id: "verification-failed",
    route: "/verification",
    render: () => <VerificationView status="failed" secondsLeft={10} onBackToApp={noop} />,
  },
];
