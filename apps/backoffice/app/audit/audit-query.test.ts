import { describe, expect, it } from "vitest";
import { auditApiQuery, auditView } from "./audit-query";

describe("the audit log's URL", () => {
  it("drops a member id that is not a uuid and a malformed date", () => {
    const view = auditView(new URLSearchParams("staffId=1%20or%201&from=yesterday&action=order.accept"));
    expect(view.staffId).toBe("");
    expect(view.from).toBe("");
    expect(view.action).toBe("order.accept");
  });

  it("sends whole UAE days, the last one included, and a zero-based page", () => {
    const query = auditApiQuery(auditView(new URLSearchParams("from=2026-02-28&to=2026-02-28&page=2")));
    expect(query.get("from")).toBe("2026-02-28T00:00:00+04:00");
    expect(query.get("to")).toBe("2026-03-01T00:00:00+04:00");
    expect(query.get("currentPage")).toBe("1");
    expect(query.get("pageSize")).toBe("50");
  });
});
