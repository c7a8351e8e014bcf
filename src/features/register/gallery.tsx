// The register page's entry in the development gallery (/__gallery); the modal's is the chat screen's.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { closedPolicy, noop, useSampleCity } from "../../dev/gallery/sharedSamples";
import { RegisterView } from "./RegisterView";

function RegisterSample() {
  const city = useSampleCity();
  return (
    <RegisterView
      status="idle"
      errors={{ email: ["The email has already been taken."] }}
      city={city}
      onSubmit={noop}
      onLoginNow={noop}
      onOpenPolicy={noop}
      onBack={noop}
      policy={closedPolicy}
    />
  );
}

export const registerGallery: GalleryEntry[] = [
  { id: "register", route: "/register", render: () => <RegisterSample /> },
];
