import type { ReactNode } from "react";

/** One gallery entry: its address (/__gallery/<id>), the route it stands for (for the bottom navigation) and the view. */
export interface GalleryEntry {
  id: string;
  route: string;
  render: () => ReactNode;
}
