// The question packs (payment machine) and the coupon box (coupon machine), shared by /chat's Question Packs
// modal, /subscription and /profile. The native purchase result is routed to the payment actor while it runs.
import { useStore } from "@nanostores/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
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

/**
 * One currency formatter per locale and currency. The first one a page makes loads the browser's number data: 42-84 ms
 * of main thread on these machines (Chromium 156), so packs are formatted only where they are listed.
 */
const priceFormats = new Map<string, Intl.NumberFormat | null>();

function priceFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale} ${currency}`;
  if (!priceFormats.has(key)) {
    try {
      priceFormats.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
    } catch {
      priceFormats.set(key, null);
    }
  }
  return priceFormats.get(key) ?? null;
}

function formatPrice(pack: SubscriptionPackage, language: string): string {
  const amount = Number(pack.defaultPrice.priceMicros) / 1_000_000;
  const price = pack.defaultPrice;
  const currency = "currency" in price && typeof price.currency === "string" ? price.currency : "USD";
  const format = priceFormat(language === "en" ? "en-US" : language, currency);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
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

/**
 * `listed`: whether the packs are on screen now (/chat lists them only in its Question Packs modal). While they are
 * not, no pack is formatted and `packs.packs` is empty; `empty` still tells whether there are any.
 */
export function usePacks({ listed = true }: { listed?: boolean } = {}): PacksControl {
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
  const views = useMemo(() => (listed ? packages.map((pack) => packView(pack, code)) : []), [listed, packages, code]);

  return {
    empty: !loading && packages.length === 0,
    packs: {
      packs: views,
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
