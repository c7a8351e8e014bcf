// 'Question Packs': the packs for sale and the coupon box.

import { useStore } from "@nanostores/react";
import { i18n } from "../../i18n/i18n";
import { CouponBox, type CouponBoxProps } from "../../ui/CouponBox";
import { Modal } from "../../ui/Modal";
import { PackList, type PackListProps } from "../../ui/PackList";

export const questionPacksMessages = i18n("questionPacks", {
  title: "Question Packs",
  couponNote: "If you have a coupon code please apply it below",
});

export interface QuestionPacksModalProps extends PackListProps {
  isOpen: boolean;
  onClose: () => void;
  coupon: CouponBoxProps;
}

export function QuestionPacksModal({ isOpen, onClose, coupon, ...packs }: QuestionPacksModalProps) {
  const t = useStore(questionPacksMessages);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t.title}>
      <PackList {...packs} />
      <p className="packs-modal__note">{t.couponNote}</p>
      <CouponBox {...coupon} />
    </Modal>
  );
}
