// The register modal as the screens embed it: fetched on its first opening (see lazyModal). The registration form
// is the largest chunk of the app; a member on /chat never needs it.
import { lazyModal } from "../../ui/lazyModal";
import type { RegisterModalProps } from "./RegisterModal";

export const LazyRegisterModal = lazyModal<RegisterModalProps>(() =>
  import("./RegisterModal").then((m) => m.RegisterModal),
);
