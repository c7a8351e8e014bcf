// A centred dialog over a dimmed scrim. react-aria traps focus inside, restores it on close,
// closes on Escape, and labels the dialog with its heading.
import type { ReactNode } from "react";
import { Dialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal as AriaModal, ModalOverlay } from "react-aria-components/Modal";
import "./Modal.css";
import { useStore } from "@nanostores/react";
import { i18n } from "../i18n/i18n";

export const modalMessages = i18n("modal", {
  close: "Close",
});

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Whether a tap outside closes it (false for flows that must end with a button). */
  isDismissable?: boolean;
  size?: "normal" | "wide" | "full";
  /** Shows a close (x) icon in the corner. */
  showCloseIcon?: boolean;
}

export function Modal({
  isOpen,
  onClose,
  title,
  children,
  isDismissable = true,
  size = "normal",
  showCloseIcon = true,
}: ModalProps) {
  const t = useStore(modalMessages);
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
    >
      <AriaModal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog">
          <div className="modal__header">
            <Heading slot="title" className="modal__title">
              {title}
            </Heading>
            {showCloseIcon ? (
              <button type="button" className="modal__close" onClick={onClose} aria-label={t.close}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
          <div className="modal__body">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
