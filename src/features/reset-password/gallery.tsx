// The reset password screen's entry in the development gallery (/__gallery).

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { noop } from "../../dev/gallery/sharedSamples";
import { ResetPasswordView } from "./ResetPasswordView";

export const resetPasswordGallery: GalleryEntry[] = [
  {
    id: "reset-password",
    route: "/reset-password",
    render: () => (
      <ResetPasswordView
        status="idle"
        errors={{ password_confirmation: ["Password does not match"] }}
        initialEmail="sita.sharma@example.com"
        onSubmit={noop}
      />
    ),
  },
];
