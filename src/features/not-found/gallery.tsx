// The not-found screen's entry in the development gallery (/__gallery).

import type { GalleryEntry } from "../../dev/gallery/galleryEntry";
import { NotFoundScreen } from "./NotFoundScreen";

export const notFoundGallery: GalleryEntry[] = [
  { id: "not-found", route: "/nowhere", render: () => <NotFoundScreen /> },
];
