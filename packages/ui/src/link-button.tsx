/** A React Router link that looks like a button (for actions that are navigations: "Continue shopping"). */
import { Link, type LinkProps } from "react-router";
import { buttonClass, type ButtonStyle } from "./button";

type LinkButtonProps = ButtonStyle & Omit<LinkProps, "className">;

export function LinkButton({ variant, size, className, ...link }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, className })} {...link} />;
}
