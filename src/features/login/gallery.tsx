// The login page's entries in the development gallery (/__gallery); the modal's is the questions screen's.

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { loginModal } from "../../dev/gallery/sharedSamples";
import { LoginView } from "./LoginView";

export const loginGallery: GalleryEntry[] = [
  { id: "login", route: "/login", render: () => <LoginView {...loginModal(true)} /> },
  { id: "login-forgot", route: "/login", render: () => <LoginView {...loginModal(true, { mode: "forgot" })} /> },
];
