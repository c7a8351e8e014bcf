// The login's public face for the rest of the app: the modal other screens open and its state hook. Other features
// import these from here, never the folder's other files.
export { LazyLoginModal } from "./LazyLoginModal";
export type { LoginModalProps } from "./LoginModal";
export { useLoginModal } from "./useLoginModal";
