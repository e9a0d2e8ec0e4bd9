/**
 * Sales by day as a small SVG bar chart. Accessible: the SVG is an image named by its title, and the same figures
 * are a table for screen readers (visually hidden).
 */
import { formatFils } from "@dukkan/money";
import type { Language } from "@dukkan/i18n";
import { useTranslation } from "react-i18next";
import { barHeights, dayColumn, formatDay } from "./chart";

export function SalesChart({
  days,
  language,
}: {
  days: { date: string; orders: number; salesFils: number }[];
  language: Language;
}) {
  const { t } = useTranslation();
  const width = 560;
  const height = 160;
  const barWidth = days.length > 0 ? width / days.length : width;
  const heights = barHeights(
    days.map((day) => day.salesFils),
    height - 20,
  );
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-40 w-full" role="img" aria-labelledby="sales-chart-title">
        <title id="sales-chart-title">{t("home.salesByDay")}</title>
        {days.map((day, index) => (
          <rect
            key={day.date}
            x={dayColumn(index, days.length, language) * barWidth + 3}
            y={height - 20 - (heights[index] ?? 0)}
            width={Math.max(barWidth - 6, 1)}
            height={heights[index] ?? 0}
            rx={3}
            className="fill-brand-500"
            data-day={day.date}
          />
        ))}
        {days.map((day, index) =>
          index % 2 === 0 ? (
            <text
              key={day.date}
              x={dayColumn(index, days.length, language) * barWidth + barWidth / 2}
              y={height - 4}
              textAnchor="middle"
              className="fill-ink-500 text-[10px]"
            >
              {formatDay(day.date, language)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="sr-only">
        <caption>{t("home.salesByDay")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("home.day")}</th>
            <th scope="col">{t("home.orders")}</th>
            <th scope="col">{t("home.sales")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{formatDay(day.date, language)}</td>
              <td>{day.orders}</td>
              <td>{formatFils(day.salesFils, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
