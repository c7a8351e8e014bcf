// Privacy or usage policy shown in a framed modal (SPEC §2: the documents load from configured URLs).
import { Modal } from "./Modal";
import "./PolicyModal.css";

export type PolicyKind = "privacy" | "usage";

export const policyTitles: Record<PolicyKind, string> = {
  privacy: "Privacy Policy",
  usage: "Usage Policy",
};

export interface PolicyModalProps {
  /** Which policy is open, or null when closed. */
  open: PolicyKind | null;
  urls: Record<PolicyKind, string>;
  onClose: () => void;
}

export function PolicyModal({ open, urls, onClose }: PolicyModalProps) {
  return (
    <Modal isOpen={open !== null} onClose={onClose} title={open ? policyTitles[open] : ""} size="full">
      {open ? <iframe className="policy-frame" src={urls[open]} title={policyTitles[open]} /> : null}
    </Modal>
  );
}
