// The login modal as the screens embed it: fetched on its first opening (see lazyModal).
import { lazyModal } from "../../ui/lazyModal";
import type { LoginModalProps } from "./LoginModal";

export const LazyLoginModal = lazyModal<LoginModalProps>(() => import("./LoginModal").then((m) => m.LoginModal));
