/**
 * The agent bar (decision 0076): over every page of an assisted-service session, who is acting for whom, and the
 * button that ends the session. A plain form post, so it works before scripts run.
 */
import { useTranslation } from "../i18n/use-translation";
import type { Language } from "@dukkan/i18n";
import { Button } from "@dukkan/ui/button";

/** Who acts for whom: no customer name when the agent serves a guest (decision 0087). */
export type AgentBarData = { agentName: string; customerName?: string };

export function AgentBar({ agent, language }: { agent: AgentBarData; language: Language }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("assistedService.barLabel")}
      data-testid="agent-bar"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-200 bg-brand-50 px-4 py-2 text-sm text-ink-900"
    >
      <p className="font-medium">
        {agent.customerName
          ? t("assistedService.bar", { agent: agent.agentName, customer: agent.customerName })
          : t("assistedService.barGuest", { agent: agent.agentName })}
      </p>
      <form method="post" action={`/${language}/assisted-service/end`}>
        <Button type="submit" variant="secondary" size="sm">
          {t("assistedService.end")}
        </Button>
      </form>
    </section>
  );
}
