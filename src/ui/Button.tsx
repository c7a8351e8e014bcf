// The app's one button: react-aria's Button (press events, keyboard, focus ring) in our variants.
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link" | "danger";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  wide?: boolean;
  className?: string;
}

export function Button({ variant = "primary", wide = false, className, ...rest }: ButtonProps) {
  const classes = ["ui-button", `ui-button--${variant}`, wide ? "ui-button--wide" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return <AriaButton {...rest} className={classes} />;
}
