/**
 * An icon of the sprite: `<svg><use href="/assets/icons-<hash>.svg#name"/></svg>`. The sprite is one hashed,
 * long-cached file of our own origin, so pages carry a short reference per icon instead of its drawing.
 * Icons are decoration (aria-hidden): the control around one carries the accessible name.
 */
import type { SVGAttributes } from "react";
import spriteUrl from "./icons.svg?url&no-inline";
import type { IconName } from "./icon-names";

/**
 * `direction="end"` is for icons that point along the reading direction (a "next" chevron): mirrored on
 * right-to-left pages. `direction="start"` points the other way (a "previous" chevron).
 */
type IconProps = {
  name: IconName;
  className?: string;
  direction?: "start" | "end";
} & Omit<SVGAttributes<SVGSVGElement>, "className" | "children" | "direction">;

const DIRECTION_CLASS = { start: "-scale-x-100 rtl:scale-x-100", end: "rtl:-scale-x-100" };

export function Icon({ name, className = "size-5", direction, ...svg }: IconProps) {
  const classes = direction ? `${className} ${DIRECTION_CLASS[direction]}` : className;
  return (
    <svg aria-hidden="true" focusable="false" className={classes} {...svg}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
