// The question packs (payment machine) and the coupon box (coupon machine), shared by /chat's Question Packs
// modal, /subscription and /profile. The native purchase result is routed to the payment actor while it runs.
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import type { InAppProduct as SubscriptionPackage } from "../../../contract/commerce";
import { packListing } from "../../../machines/payment";
import { useAppLogic } from "../../app/LogicContext";
import { language as languageStore } from "../../i18n/i18n";
import type { CouponBoxProps } from "../../ui/CouponBox";
import type { PackListProps, PackView } from "../../ui/PackList";
import { couponInput, couponMachineFor, paymentInput, paymentMachineFor } from "./bindings";
import type { PaymentStatusModalProps } from "./PaymentStatusModal";

export interface PacksControl {
  packs: PackListProps;
  coupon: CouponBoxProps;
  paymentStatus: PaymentStatusModalProps;
  /** 'No package available!' applies: loaded and empty. */
  empty: boolean;
}

function formatPrice(pack: SubscriptionPackage, language: string): string {
  const amount = Number(pack.defaultPrice.priceMicros) / 1_000_000;
  const price = pack.defaultPrice;
  const currency = "currency" in price && typeof price.currency === "string" ? price.currency : "USD";
  try {
    return new Intl.NumberFormat(language === "en" ? "en-US" : language, { style: "currency", currency }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function packView(pack: SubscriptionPackage, language: string): PackView {
  const listing = packListing(pack, language);
  return {
    sku: pack.sku,
    title: listing?.title ?? pack.sku,
    description: listing?.description ?? "",
    queries: pack.queries,
    price: formatPrice(pack, language),
  };
}

export function usePacks(): PacksControl {
  const logic = useAppLogic();
  const code = useStore(languageStore);
  const payment = useActorRef(paymentMachineFor(logic.environment), { input: paymentInput(logic.environment) });
  const coupon = useActorRef(couponMachineFor(logic.environment), { input: couponInput(logic.environment) });

  const packages = useSelector(payment, (s) => s.context.packages);
  const loading = useSelector(payment, (s) => s.matches("loadingPacks"));
  const result = useSelector(payment, (s): PaymentStatusModalProps["result"] =>
    s.matches({ result: "succeeded" }) ? "success" : s.matches({ result: "failed" }) ? "failure" : null,
  );
  const applying = useSelector(coupon, (s) => s.matches("applying"));
  const couponError = useSelector(coupon, (s) => s.context.error);
  const couponMessage = useSelector(coupon, (s) => s.context.message);

  return {
    empty: !loading && packages.length === 0,
    packs: {
      packs: packages.map((pack) => packView(pack, code)),
      status: loading ? "loading" : "ready",
      onSelectPack: (pack) => payment.send({ type: "payment.packSelected", sku: pack.sku }),
    },
    coupon: {
      status: applying ? "applying" : "idle",
      message: couponMessage,
      error: couponError,
      onApply: (code) => {
        coupon.send({ type: "coupon.changed", code });
        coupon.send({ type: "coupon.submitted" });
      },
      onEdit: () => {},
    },
    paymentStatus: { result, onClose: () => payment.send({ type: "payment.resultDismissed" }) },
  };
}
