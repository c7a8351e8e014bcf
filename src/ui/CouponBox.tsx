// The coupon field and its Apply button; the result message comes from the caller.
import { useState } from "react";
import { Button } from "./Button";
import "./CouponBox.css";
import { useStore } from "@nanostores/react";
import type { Said } from "../../machines/lib/callFailure";
import { i18n } from "../i18n/i18n";
import { useMessage } from "../i18n/messages";
import { TextField } from "./TextField";

export const couponBoxMessages = i18n("couponBox", {
  label: "Coupon code",
  apply: "Apply",
  applying: "Applying...",
});

export interface CouponBoxProps {
  status: "idle" | "applying";
  /** Success text ('Coupon applied successfully!' or the server's). */
  message?: Said | null;
  /** Failure text ('Please enter a coupon code.', 'Failed to apply coupon.' or the server's). */
  error?: Said | null;
  onApply: (code: string) => void;
  onEdit?: () => void;
}

export function CouponBox({ status, message, error, onApply, onEdit }: CouponBoxProps) {
  const t = useStore(couponBoxMessages);
  const translate = useMessage();
  const [code, setCode] = useState("");
  return (
    <form
      className="coupon-box"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(code.trim());
      }}
    >
      <div className="coupon-box__row">
        <TextField
          label={t.label}
          value={code}
          onChange={(next) => {
            setCode(next);
            onEdit?.();
          }}
          errors={error ? [error] : undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" isDisabled={status === "applying"} className="coupon-box__apply">
          {status === "applying" ? t.applying : t.apply}
        </Button>
      </div>
      {message ? (
        <p className="coupon-box__message" role="status">
          {translate(message)}
        </p>
      ) : null}
    </form>
  );
}
