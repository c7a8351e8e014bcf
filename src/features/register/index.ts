// The registration's public face for the rest of the app: the modal other screens open and its state hook. Other
// features import these from here, never the folder's other files.
export { LazyRegisterModal } from "./LazyRegisterModal";
export type { RegisterModalProps } from "./RegisterModal";
export { useRegisterModal } from "./useRegisterModal";
