import { describe, expect, it } from "vitest";
import { readScheduleForm, uaeToday } from "./schedule-form";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the replenishment schedule form", () => {
  it("reads a monthly schedule", () => {
    const read = readScheduleForm(
      formOf([
        ["recurrencePeriod", "MONTHLY"],
        ["nthDayOfMonth", "31"],
        ["numberOfDays", "ignored"],
        ["replenishmentStartDate", "2026-12-01"],
      ]),
      "2026-11-27",
    );
    expect(read).toEqual({
      period: "MONTHLY",
      fields: { recurrencePeriod: "MONTHLY", nthDayOfMonth: 31, replenishmentStartDate: "2026-12-01" },
    });
  });

  it("reads the chosen weekdays in week order", () => {
    const read = readScheduleForm(
      formOf([
        ["recurrencePeriod", "WEEKLY"],
        ["numberOfWeeks", "2"],
        ["daysOfWeek", "THURSDAY"],
        ["daysOfWeek", "MONDAY"],
        ["daysOfWeek", "SOMEDAY"],
        ["replenishmentStartDate", "2026-11-27"],
      ]),
      "2026-11-27",
    );
    expect(read.fields?.daysOfWeek).toEqual(["MONDAY", "THURSDAY"]);
  });

  it("names the wrong fields", () => {
    expect(
      readScheduleForm(
        formOf([
          ["recurrencePeriod", "WEEKLY"],
          ["numberOfWeeks", "0"],
          ["replenishmentStartDate", "2026-11-26"],
        ]),
        "2026-11-27",
      ),
    ).toEqual({
      period: "WEEKLY",
      errors: {
        numberOfWeeks: "scheduleReplenishment.invalidNumber",
        daysOfWeek: "scheduleReplenishment.chooseDays",
        replenishmentStartDate: "scheduleReplenishment.invalidDate",
      },
    });
    expect(
      readScheduleForm(
        formOf([
          ["recurrencePeriod", "DAILY"],
          ["numberOfDays", "1.5"],
          ["replenishmentStartDate", "2027-01-01"],
        ]),
        "2026-11-27",
      ).errors,
    ).toEqual({ numberOfDays: "scheduleReplenishment.invalidNumber" });
  });

  it("counts today in the UAE", () => {
    expect(uaeToday(new Date("2026-11-26T20:30:00Z"))).toBe("2026-11-27");
  });
});

describe("replenishment dates and frequency", () => {
  it("shows dates as M/d/yyyy and cuts the time of day off the frequency", async () => {
    const { frequencyText, replenishmentDate } = await import("./replenishment-format");
    expect(replenishmentDate("2026-03-07")).toBe("3/7/2026");
    expect(frequencyText("Every month on day 20 at 00:00:00")).toBe("Every month on day 20");
    expect(frequencyText("كل شهر في اليوم 20 في 00:00:00")).toBe("كل شهر في اليوم 20");
  });
});
