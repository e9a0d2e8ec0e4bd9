import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation";
import { countdownParts, remainingMs } from "./countdown";

/**
 * dd:hh:mm:ss until the flash sale ends, ticking each second. The first render uses the loader's clock
 * (`renderedAt`) so server and browser agree; the browser's clock takes over after hydration.
 */
export function FlashSaleCountdown({
  endsAt,
  renderedAt,
  onEnded,
}: {
  endsAt: string;
  renderedAt: number;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, []);
  const left = remainingMs(endsAt, now);
  useEffect(() => {
    if (left === 0) onEnded();
  }, [left, onEnded]);

  const parts = countdownParts(left);
  const units = [
    { value: parts.days, label: t("flashSale.days") },
    { value: parts.hours, label: t("flashSale.hours") },
    { value: parts.minutes, label: t("flashSale.minutes") },
    { value: parts.seconds, label: t("flashSale.seconds") },
  ];
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold text-ink-600">{t("flashSale.endsIn")}</span>
      <div role="timer" aria-label={t("flashSale.remaining", parts)} className="flex items-start gap-1" dir="ltr">
        {units.map((unit, index) => (
          <div key={unit.label} className="flex items-start gap-1" aria-hidden="true">
            {index > 0 ? <span className="pt-1 text-lg font-bold text-sale">:</span> : null}
            <span className="flex flex-col items-center">
              <span className="min-w-10 rounded-lg bg-sale px-1.5 py-1 text-center text-lg font-bold text-white tabular-nums">
                {String(unit.value).padStart(2, "0")}
              </span>
              <span className="mt-1 text-[10px] font-medium text-ink-600 uppercase">{unit.label}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
