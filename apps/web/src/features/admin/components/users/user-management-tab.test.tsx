import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@huddle/contracts/admin";
import { USER_ID, buildAdminUser, pagination, storeSuperadmin } from "@/test/admin-factories";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { AdminPage } from "../admin-page";

const ROOT_ID = "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a";
const superadmin = buildAdminUser({
  userId: ROOT_ID,
  username: "root",
  adminLevel: "superadmin",
  isOnline: false,
  abilities: {
    canBan: false,
    canMute: false,
    canChangeRole: false,
    canChangeTier: true,
    canSetExempt: true,
  },
});

function setup(
  users: AdminUser[] = [buildAdminUser(), superadmin],
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  storeSuperadmin();
  const defaults: Parameters<typeof mockFetch>[0] = {
    "/api/admin/users/bulk": () =>
      jsonResponse(200, { success: true, results: [{ id: USER_ID, ok: true }] }),
    [`/api/admin/users/${USER_ID}/`]: () =>
      jsonResponse(200, { success: true, message: "User banned", user: buildAdminUser() }),
    "/api/admin/users": () =>
      jsonResponse(200, { users, pagination: pagination(users.length, 50) }),
  };
  // Overrides go first (a request goes to the first handler whose path it starts with) and
  // replace the default of the same path.
  const fetchMock = mockFetch({
    ...extra,
    ...Object.fromEntries(Object.entries(defaults).filter(([path]) => !(path in extra))),
  });
  renderPage(<AdminPage />, "/admin?tab=users", "/admin");
  return { fetchMock, user: userEvent.setup() };
}

const row = (name: string) => screen.findByRole("listitem", { name });

describe("User Management tab", () => {
  it("lists users with their §4 status badges and renders actions from the server's abilities", async () => {
    setup([
      buildAdminUser(),
      superadmin,
      buildAdminUser({
        userId: "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
        username: "gone",
        isBanned: true,
        isActive: false,
      }),
      buildAdminUser({
        userId: "3f4a5b6c-7d8e-4f9a-8b1c-2d3e4f5a6b7c",
        username: "idle",
        isActive: false,
      }),
    ]);
    const bob = await row("bob");
    expect(within(bob).getByText("Online")).toBeInTheDocument();
    expect(within(bob).getByRole("button", { name: "Ban" })).toBeEnabled();
    const root = await row("root");
    expect(within(root).getByText("Offline")).toBeInTheDocument();
    expect(within(root).getByRole("button", { name: "Ban" })).toBeDisabled();
    expect(within(root).getByRole("button", { name: "Role" })).toBeDisabled();
    expect(within(await row("gone")).getByText("Banned")).toBeInTheDocument();
    expect(within(await row("gone")).queryByText("Inactive")).not.toBeInTheDocument();
    expect(within(await row("idle")).getByText("Inactive")).toBeInTheDocument();
  });

  it("asks for users and pages of 50 with a 500 ms debounced search", async () => {
    const { fetchMock } = setup();
    await row("bob");
    const first = new URL(String(callsTo(fetchMock, "/api/admin/users")[0]![0]), "http://x");
    expect(first.searchParams.get("limit")).toBe("50");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typing.type(screen.getByLabelText("Search users"), "bo");
    const searched = () =>
      callsTo(fetchMock, "/api/admin/users").filter(([input]) =>
        String(input).includes("search=bo"),
      );
    expect(searched()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(searched()).toHaveLength(1));
  });

  it("requires a ban reason, then bans with the chosen duration", async () => {
    const { fetchMock, user } = setup();
    await user.click(within(await row("bob")).getByRole("button", { name: "Ban" }));
    const dialog = screen.getByRole("dialog", { name: "Ban bob" });
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(within(dialog).getByText("A reason is required")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/ban`)).toHaveLength(0);
    // spec 000 §4 Other: the duration starts at permanent.
    expect(within(dialog).getByLabelText("Duration")).toHaveValue("permanent");
    await user.selectOptions(within(dialog).getByLabelText("Duration"), "7d");
    await user.type(within(dialog).getByLabelText("Reason"), "spam");
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(await screen.findByText("User banned")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/ban`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: "spam", duration: "7d" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("holds a tier change until the reason has 5 characters", async () => {
    const { fetchMock, user } = setup();
    await user.click(within(await row("bob")).getByRole("button", { name: "Tier" }));
    const dialog = screen.getByRole("dialog", { name: "Change tier of bob" });
    await user.selectOptions(within(dialog).getByLabelText("Tier"), "pro");
    await user.type(within(dialog).getByLabelText("Reason"), "gift");
    await user.click(within(dialog).getByRole("button", { name: "Change tier" }));
    expect(
      within(dialog).getByText("Reason must be at least 5 characters long"),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "ed");
    await user.click(within(dialog).getByRole("button", { name: "Change tier" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ tier: "pro", reason: "gifted" });
  });

  it("offers tiers by name and sends the chosen tier's value", async () => {
    const { fetchMock, user } = setup([buildAdminUser({ membershipTier: "team_owner" })]);
    const bob = await row("bob");
    expect(within(bob).getByText("Team Owner", { selector: "span" })).toBeInTheDocument();
    await user.click(within(bob).getByRole("button", { name: "Tier" }));
    const dialog = screen.getByRole("dialog", { name: "Change tier of bob" });
    const tier = within(dialog).getByLabelText("Tier");
    expect(tier).toHaveDisplayValue("Team Owner");
    expect([...tier.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Free",
      "Ad-Free",
      "Pro",
      "Team Owner",
    ]);
    await user.selectOptions(tier, "Ad-Free");
    await user.type(within(dialog).getByLabelText("Reason"), "gifted");
    await user.click(within(dialog).getByRole("button", { name: "Change tier" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ tier: "adfree", reason: "gifted" });
  });

  it("offers every tier in the row's inline selector, and asks the change's reason first", async () => {
    const { fetchMock, user } = setup([buildAdminUser({ membershipTier: "basic" })]);
    const selector = within(await row("bob")).getByRole("combobox", {
      name: "Membership tier of bob",
    });
    expect([...selector.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Basic",
      "Free",
      "Ad-Free",
      "Pro",
      "Team Owner",
      "League Owner",
      "School",
      "Super VIP",
    ]);
    await user.selectOptions(selector, "Super VIP");
    const dialog = screen.getByRole("dialog", { name: "Change tier of bob" });
    expect(within(dialog).getByLabelText("Tier")).toHaveDisplayValue("Super VIP");
    expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason"), "league sponsor");
    await user.click(within(dialog).getByRole("button", { name: "Change tier" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/tier`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ tier: "super_vip", reason: "league sponsor" });
  });

  it("names roles for people and sends the chosen role's value", async () => {
    const { fetchMock, user } = setup([buildAdminUser({ adminLevel: "mod" })]);
    const bob = await row("bob");
    expect(within(bob).getByText("Moderator")).toBeInTheDocument();
    await user.click(within(bob).getByRole("button", { name: "Role" }));
    const dialog = screen.getByRole("dialog", { name: "Change role of bob" });
    const role = within(dialog).getByLabelText("Role");
    expect(role).toHaveDisplayValue("Moderator");
    expect([...role.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "User",
      "Moderator",
      "Admin",
    ]);
    await user.selectOptions(role, "Admin");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/role`)).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/role`)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ role: "admin" });
  });

  it("counts the users found in the singular for one", async () => {
    setup([buildAdminUser()]);
    await row("bob");
    expect(screen.getByText("1 user")).toBeInTheDocument();
  });

  it("mutes for the hours given, or permanently when empty", async () => {
    const { fetchMock, user } = setup();
    await user.click(within(await row("bob")).getByRole("button", { name: "Mute" }));
    let dialog = screen.getByRole("dialog", { name: "Mute bob" });
    await user.type(within(dialog).getByLabelText("Hours (empty mutes permanently)"), "1.5");
    await user.click(within(dialog).getByRole("button", { name: "Mute user" }));
    expect(
      within(dialog).getByText("Enter whole hours (1 to 8760), or leave empty to mute permanently"),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Hours (empty mutes permanently)"));
    await user.type(within(dialog).getByLabelText("Hours (empty mutes permanently)"), "24");
    await user.click(within(dialog).getByRole("button", { name: "Mute user" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/mute`)).toHaveLength(1),
    );
    expect(
      JSON.parse(String(callsTo(fetchMock, `/api/admin/users/${USER_ID}/mute`)[0]![1]?.body)),
    ).toEqual({ hours: 24, reason: "" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(within(await row("bob")).getByRole("button", { name: "Mute" }));
    dialog = screen.getByRole("dialog", { name: "Mute bob" });
    await user.click(within(dialog).getByRole("button", { name: "Mute user" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/mute`)).toHaveLength(2),
    );
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/mute`)[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({ hours: null, reason: "" });
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = setup(undefined, {
      [`/api/admin/users/${USER_ID}/exempt`]: () =>
        jsonResponse(403, { error: "You do not have permission to do that." }),
    });
    await user.click(within(await row("bob")).getByRole("button", { name: "Exempt" }));
    const dialog = screen.getByRole("dialog", { name: "Exempt bob" });
    await user.click(within(dialog).getByRole("button", { name: "Exempt user" }));
    expect(within(dialog).getByText("A reason is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "Partner account");
    await user.click(within(dialog).getByRole("button", { name: "Exempt user" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You do not have permission to do that.",
    );
  });

  it("needs a selection for bulk actions, then applies to the selected users", async () => {
    const { fetchMock, user } = setup();
    await row("bob");
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select users first");
    await user.click(screen.getByRole("checkbox", { name: "Select bob" }));
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(await screen.findByText("Mute: 1 done")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/admin/users/bulk")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ action: "mute", userIds: [USER_ID] });
  });

  it("bans in bulk for one of the two presets, permanent unless 24h is chosen", async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select bob" }));
    expect(screen.queryByLabelText("Ban duration")).toBeNull();
    const action = screen.getByLabelText("Action");
    expect([...action.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Ban",
      "Unban",
      "Mute",
      "Unmute",
    ]);
    await user.selectOptions(action, "ban");
    const duration = screen.getByLabelText("Ban duration");
    expect(duration).toHaveValue("permanent");
    expect([...duration.querySelectorAll("option")].map((o) => o.value)).toEqual([
      "24h",
      "permanent",
    ]);
    await user.selectOptions(duration, "24h");
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(await screen.findByText("Ban: 1 done")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/admin/users/bulk")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      action: "ban",
      userIds: [USER_ID],
      duration: "24h",
    });
  });

  it("shows the empty, loading and error states", async () => {
    setup([]);
    expect(screen.getByText("Loading users…")).toBeInTheDocument();
    expect(await screen.findByText("No users found.")).toBeInTheDocument();
  });

  // spec 001 §8: the server's text is preferred; without one, each dialog says its own failure.
  const failures = [
    { button: "Ban", dialog: "Ban bob", confirm: "Ban user", text: "Failed to ban user" },
    {
      button: "Role",
      dialog: "Change role of bob",
      confirm: "Change role",
      text: "Failed to change user role",
    },
    {
      button: "Tier",
      dialog: "Change tier of bob",
      confirm: "Change tier",
      text: "Failed to change tier",
    },
    {
      button: "Exempt",
      dialog: "Exempt bob",
      confirm: "Exempt user",
      text: "Failed to update exemption",
    },
  ];
  for (const { button, dialog: title, confirm, text } of failures) {
    it(`says '${text}' when the server refuses without a reason`, async () => {
      const { user } = setup(undefined, {
        [`/api/admin/users/${USER_ID}/`]: () => jsonResponse(500, {}),
      });
      await user.click(within(await row("bob")).getByRole("button", { name: button }));
      const dialog = screen.getByRole("dialog", { name: title });
      await user.type(within(dialog).getByLabelText("Reason"), "Staff decision");
      await user.click(within(dialog).getByRole("button", { name: confirm }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(text);
    });
  }

  it("shows which rule a refused bulk ban broke, not 'Validation failed'", async () => {
    const { user } = setup(undefined, {
      "/api/admin/users/bulk": () =>
        jsonResponse(400, { error: "Validation failed", details: ["A reason is required"] }),
    });
    await user.click(await screen.findByRole("checkbox", { name: "Select bob" }));
    await user.selectOptions(screen.getByLabelText("Action"), "ban");
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A reason is required");
  });

  it("says 'Failed to perform bulk action' when the bulk call fails without a reason", async () => {
    const { user } = setup(undefined, { "/api/admin/users/bulk": () => jsonResponse(500, {}) });
    await user.click(await screen.findByRole("checkbox", { name: "Select bob" }));
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to perform bulk action");
  });

  it("looks a UUID up directly and says so when no user has it", async () => {
    const { fetchMock, user } = setup([]);
    await screen.findByText("No users found.");
    await user.type(screen.getByLabelText("Search users"), USER_ID);
    expect(
      await screen.findByText(
        "User not found. Please try with a valid user ID (UUID).",
        undefined,
        {
          timeout: 2000,
        },
      ),
    ).toBeInTheDocument();
    const lookups = () =>
      callsTo(fetchMock, "/api/admin/users").filter(([input]) =>
        String(input).includes(`search=${USER_ID}`),
      );
    await waitFor(() => expect(lookups()).toHaveLength(1));
  });

  it("says 'Failed to fetch users' when the list fails without a reason", async () => {
    storeSuperadmin();
    mockFetch({ "/api/admin/users": () => jsonResponse(500, {}) });
    renderPage(<AdminPage />, "/admin?tab=users", "/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch users");
  });
});
