import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NotificationRule } from "@huddle/contracts/notifications";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildPreferences } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { NotificationsTab } from "./notifications-tab";

const RULES = "/api/user/notification-rules";

function ruleFrom(body: Record<string, unknown>): NotificationRule {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    description: "",
    scheduleType: "weekly",
    scheduleData: { time: "09:00", timezone: "UTC" },
    contentFilters: {
      include_team_scores: true,
      include_messages: false,
      message_filters: { from_users: [] },
      team_filters: {
        followed_teams_only: true,
        custom_teams_only: false,
        specific_custom_teams: [],
      },
    },
    deliveryChannels: ["email"],
    deliverySettings: {},
    isActive: true,
    priority: 1,
    createdAt: now,
    updatedAt: now,
    ...body,
  } as unknown as NotificationRule;
}

function setup(status = 201) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/user/notification-preferences": () =>
      jsonResponse(200, { preferences: buildPreferences() }),
    [RULES]: (_url, init) => {
      if (init?.method === "POST") {
        if (status >= 400) return jsonResponse(status, { error: "boom" });
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        return jsonResponse(201, { rule: ruleFrom(body) });
      }
      return jsonResponse(200, { rules: [], total: 0 });
    },
    "/api/notifications/device-tokens": () => jsonResponse(200, { deviceTokens: [] }),
    "/api/user/users": () => jsonResponse(200, { users: [FOLLOWED] }),
  });
  renderPage(<NotificationsTab />);
  return fetchMock;
}

const FOLLOWED = {
  id: crypto.randomUUID(),
  username: "rivalfan",
  displayName: "Rival Fan",
  favoriteTeam: "Bills",
};

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, RULES)
    .filter(([, init]) => init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe("RuleCreateForm", () => {
  it("creates an email digest rule with the spec defaults", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Weekly recap");
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Notification rule created.")).toBeVisible();
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        ruleName: "Weekly recap",
        ruleType: "email_digest",
        scheduleType: "weekly",
        scheduleData: { time: "09:00", timezone: "America/New_York", day_of_week: 1 },
        deliveryChannels: ["email"],
        priority: 1,
        contentFilters: expect.objectContaining({
          include_team_scores: true,
          include_messages: false,
        }) as unknown,
      }),
    ]);
    await waitFor(() => expect(screen.getByLabelText("Rule name")).toHaveValue(""));
  });

  it("creates a push rule as realtime, UTC, priority 3 with the chosen advance notice", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Game alerts");
    await user.selectOptions(screen.getByLabelText("Rule type"), "push_notification");
    expect(screen.getByLabelText("Rule name")).toHaveValue("Game alerts");
    await user.click(screen.getByRole("checkbox", { name: "30 min" }));
    await user.click(screen.getByRole("checkbox", { name: "5 min" }));
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        ruleName: "Game alerts",
        ruleType: "push_notification",
        scheduleType: "realtime",
        scheduleData: { time: "00:00", timezone: "UTC" },
        deliveryChannels: ["push"],
        priority: 3,
        deliverySettings: { advance_notice_minutes: [30, 5] },
      }),
    ]);
  });

  it("prefills the Saturday digest sample (weekly, Saturday 09:00:00 New York, priority 1)", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Saturday digest" }));
    expect(screen.getByLabelText("Rule name")).toHaveValue("Saturday digest");
    expect(screen.getByLabelText("Day of week")).toHaveValue("6");
    expect(posts(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        ruleName: "Saturday digest",
        ruleType: "email_digest",
        scheduleType: "weekly",
        scheduleData: { time: "09:00:00", timezone: "America/New_York", day_of_week: 6 },
        priority: 1,
      }),
    ]);
  });

  it("prefills the custom team game alert sample (custom teams only, 30/15/5 minutes, priority 3)", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Custom team game alerts" }));
    expect(screen.getByLabelText("Rule type")).toHaveValue("push_notification");
    expect(screen.getByRole("checkbox", { name: "Custom teams only" })).toBeChecked();
    for (const m of [30, 15, 5]) {
      expect(screen.getByRole("checkbox", { name: `${m} min` })).toBeChecked();
    }
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        ruleName: "Custom team game alerts",
        ruleType: "push_notification",
        scheduleType: "realtime",
        priority: 3,
        deliverySettings: { advance_notice_minutes: [30, 15, 5] },
        contentFilters: expect.objectContaining({
          team_filters: expect.objectContaining({ custom_teams_only: true }) as unknown,
        }) as unknown,
      }),
    ]);
  });

  it("accepts a custom schedule of days of the month alone", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Mid-month");
    await user.selectOptions(screen.getByLabelText("Schedule"), "custom");
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    expect(
      await screen.findByText(
        "Choose at least one weekday or day of the month for a custom schedule.",
      ),
    ).toBeVisible();
    expect(posts(fetchMock)).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: "Rule day 31" }));
    await user.click(screen.getByRole("checkbox", { name: "Rule day 15" }));
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        scheduleType: "custom",
        scheduleData: {
          time: "09:00",
          timezone: "America/New_York",
          days_of_week: [],
          days_of_month: [15, 31],
        },
      }),
    ]);
  });

  it("limits a digest's messages to chosen people the user follows", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Rival watch");
    await user.click(screen.getByRole("checkbox", { name: "Messages" }));
    await user.click(await screen.findByRole("checkbox", { name: "Rival Fan (@rivalfan)" }));
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        contentFilters: expect.objectContaining({
          include_messages: true,
          message_filters: { from_users: [FOLLOWED.id] },
        }) as unknown,
      }),
    ]);
  });

  it("limits a push rule's message alerts to chosen people the user follows", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Rival pushes");
    await user.selectOptions(screen.getByLabelText("Rule type"), "push_notification");
    await user.click(screen.getByRole("checkbox", { name: "Messages" }));
    await user.click(await screen.findByRole("checkbox", { name: "Rival Fan (@rivalfan)" }));
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    await screen.findByText("Notification rule created.");
    expect(posts(fetchMock)).toEqual([
      expect.objectContaining({
        ruleType: "push_notification",
        contentFilters: expect.objectContaining({
          include_messages: true,
          message_filters: { from_users: [FOLLOWED.id] },
        }) as unknown,
      }),
    ]);
  });

  it("requires a rule name and sends nothing", async () => {
    const fetchMock = setup();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Rule name is required")).toBeVisible();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("shows an error when creating fails", async () => {
    setup(500);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Rule name"), "Recap");
    await user.click(screen.getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Failed to create notification rule.")).toBeVisible();
  });
});

describe("RulesList rename", () => {
  it("renames a rule with PUT /api/user/notification-rules/{id}", async () => {
    storeSignedIn();
    const rule = ruleFrom({ ruleName: "Old", ruleType: "email_digest" });
    const fetchMock = mockFetch({
      "/api/user/notification-preferences": () =>
        jsonResponse(200, { preferences: buildPreferences() }),
      [`${RULES}/`]: (_url, init) =>
        jsonResponse(200, {
          rule: { ...rule, ...(JSON.parse(String(init?.body)) as object) },
        }),
      [RULES]: () => jsonResponse(200, { rules: [rule], total: 1 }),
      "/api/notifications/device-tokens": () => jsonResponse(200, { deviceTokens: [] }),
    });
    renderPage(<NotificationsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Rename rule Old" }));
    const input = screen.getByLabelText("New name for Old");
    await user.clear(input);
    await user.type(input, "New");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Notification rule updated.")).toBeVisible();
    const puts = callsTo(fetchMock, `${RULES}/${rule.id}`).filter(
      ([, init]) => init?.method === "PUT",
    );
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([
      { ruleName: "New" },
    ]);
    expect(screen.getByRole("switch", { name: "New" })).toBeVisible();
  });
});
