/**
 * The agent bar (decision 0076): over every page of an assisted-service session, who is acting for whom, and the
 * button that ends the session. A plain form post, so it works before scripts run.
 */
import { useTranslation } from "react-i18next";
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";

export type AgentBarData = { agentName: string; customerName: string };

export function AgentBar({ agent, language }: { agent: AgentBarData; language: Language }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("assistedService.barLabel")}
      data-testid="agent-bar"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-ink-900"
    >
      <p className="font-medium">
        {t("assistedService.bar", { agent: agent.agentName, customer: agent.customerName })}
      </p>
      <form method="post" action={`/${language}/assisted-service/end`}>
        <Button type="submit" variant="secondary" size="sm">
          {t("assistedService.end")}
        </Button>
      </form>
    </section>
  );
}
