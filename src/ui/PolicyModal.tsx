// Privacy or usage policy shown in a framed modal (SPEC §2: the documents load from configured URLs). Our own
// translated documents (/policies/ne/..., /policies/hi/...) are shown in the reader's language; others as given.
import { useStore } from "@nanostores/react";
import { i18n, language } from "../i18n/i18n";
import { Modal } from "./Modal";
import "./PolicyModal.css";

export type PolicyKind = "privacy" | "usage";

export const policyMessages = i18n("policy", {
  privacy: "Privacy Policy",
  usage: "Usage Policy",
});

/**
 * Our documents that exist in Nepali and Hindi (public/policies/ne/, hi/): the usage and the privacy policy. Others
 * (a configured URL elsewhere) are shown as given, in English.
 */
const TRANSLATED_POLICIES = new Set(["/policies/usage-policy.html", "/policies/privacy-policy.html"]);

/** The document in the reader's language when it is one of ours and has been translated. */
export function policyUrlIn(url: string, code: string): string {
  if (code === "en" || !TRANSLATED_POLICIES.has(url)) return url;
  return url.replace("/policies/", `/policies/${code}/`);
}

export interface PolicyModalProps {
  /** Which policy is open, or null when closed. */
  open: PolicyKind | null;
  urls: Record<PolicyKind, string>;
  onClose: () => void;
}

export function PolicyModal({ open, urls, onClose }: PolicyModalProps) {
  const t = useStore(policyMessages);
  const code = useStore(language);
  return (
    <Modal isOpen={open !== null} onClose={onClose} title={open ? t[open] : ""} size="full">
      {open ? <iframe className="policy-frame" src={policyUrlIn(urls[open], code)} title={t[open]} /> : null}
    </Modal>
  );
}
