// 'Question Packs': the packs for sale and the coupon box.
import { CouponBox, type CouponBoxProps } from "../../components/CouponBox";
import { Modal } from "../../components/Modal";
import { PackList, type PackListProps } from "../../components/PackList";

export interface QuestionPacksModalProps extends PackListProps {
  isOpen: boolean;
  onClose: () => void;
  coupon: CouponBoxProps;
}

export function QuestionPacksModal({ isOpen, onClose, coupon, ...packs }: QuestionPacksModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Question Packs">
      <PackList {...packs} />
      <p className="packs-modal__note">If you have a coupon code please apply it below</p>
      <CouponBox {...coupon} />
    </Modal>
  );
}
