import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { defaultAiSettings, storeSuperadmin } from "@/test/admin-factories";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { AdminPage } from "../admin-page";

const RULE_ID = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  storeSuperadmin();
  const defaults: Parameters<typeof mockFetch>[0] = {
    "/api/admin/ai-moderation/settings": (_url, init) =>
      jsonResponse(200, {
        settings: init?.method === "PUT" ? JSON.parse(String(init.body)) : defaultAiSettings(),
      }),
    "/api/admin/ai-moderation/analytics": () =>
      jsonResponse(200, {
        totalScanned: 40,
        totalFlagged: 6,
        autoDeleted: 1,
        quarantined: 2,
        accuracyRate: null,
        categories: { toxicity: 4 },
      }),
    "/api/admin/ai-moderation/rules": (_url, init) =>
      init?.method === "POST"
        ? jsonResponse(201, { rule: { id: RULE_ID, ...JSON.parse(String(init.body)) } })
        : jsonResponse(200, {
            rules: [{ id: RULE_ID, pattern: "refbot", action: "delete", description: "" }],
          }),
  };
  const fetchMock = mockFetch({
    ...extra,
    ...Object.fromEntries(Object.entries(defaults).filter(([path]) => !(path in extra))),
  });
  renderPage(<AdminPage />, "/admin?tab=ai", "/admin");
  return { fetchMock, user: userEvent.setup() };
}

describe("AI Moderation tab", () => {
  it("saves the switches and a threshold moved on the 0.1 grid", async () => {
    const { fetchMock, user } = setup();
    const enabled = await screen.findByRole("switch", { name: "AI moderation" });
    expect(enabled).toHaveAttribute("aria-checked", "false");
    const slider = screen.getByLabelText("Quarantine threshold");
    expect(slider).toHaveAttribute("min", "0.1");
    expect(slider).toHaveAttribute("max", "1");
    expect(slider).toHaveAttribute("step", "0.1");
    await user.click(enabled);
    fireEvent.change(slider, { target: { value: "0.3" } });
    expect(screen.getByText("0.3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Moderation settings saved")).toBeInTheDocument();
    const put = callsTo(fetchMock, "/api/admin/ai-moderation/settings").find(
      ([, init]) => init?.method === "PUT",
    )!;
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({
      enabled: true,
      quarantineThreshold: 0.3,
    });
  });

  it("says 'Failed to update moderation settings' when saving fails without a reason", async () => {
    const { user } = setup({
      "/api/admin/ai-moderation/settings": (_url, init) =>
        init?.method === "PUT"
          ? jsonResponse(500, {})
          : jsonResponse(200, { settings: defaultAiSettings() }),
    });
    await user.click(await screen.findByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Failed to update moderation settings")).toBeInTheDocument();
  });

  it("shows analytics with N/A accuracy until staff reviewed a decision", async () => {
    setup();
    const panel = await screen.findByRole("region", { name: "Analytics" });
    await waitFor(() =>
      expect(within(panel).getByText("Scanned").nextSibling).toHaveTextContent("40"),
    );
    expect(within(panel).getByText("Accuracy").nextSibling).toHaveTextContent("N/A");
    expect(within(panel).getByText("toxicity: 4")).toBeInTheDocument();
  });

  it("requires a pattern, then adds and deletes custom rules", async () => {
    const { fetchMock, user } = setup();
    const panel = await screen.findByRole("region", { name: "Custom rules" });
    await user.click(within(panel).getByRole("button", { name: "Add rule" }));
    expect(within(panel).getByText("Please enter a pattern")).toBeInTheDocument();
    await user.type(within(panel).getByLabelText("Pattern"), "/ref(s)? suck/");
    await user.selectOptions(within(panel).getByLabelText("Rule action"), "quarantine");
    await user.click(within(panel).getByRole("button", { name: "Add rule" }));
    expect(await within(panel).findByText("Custom rule added")).toBeInTheDocument();
    const post = callsTo(fetchMock, "/api/admin/ai-moderation/rules").find(
      ([, init]) => init?.method === "POST",
    )!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      pattern: "/ref(s)? suck/",
      action: "quarantine",
      description: "",
    });
    await user.click(await within(panel).findByRole("button", { name: "Delete rule refbot" }));
    expect(await within(panel).findByText("Custom rule deleted")).toBeInTheDocument();
  });

  it("says 'Failed to add custom rule' and 'Failed to delete custom rule' without a server reason", async () => {
    const { user } = setup({
      "/api/admin/ai-moderation/rules/": () => jsonResponse(500, {}),
      "/api/admin/ai-moderation/rules": (_url, init) =>
        init?.method === "POST"
          ? jsonResponse(500, {})
          : jsonResponse(200, {
              rules: [{ id: RULE_ID, pattern: "refbot", action: "delete", description: "" }],
            }),
    });
    const panel = await screen.findByRole("region", { name: "Custom rules" });
    await user.type(within(panel).getByLabelText("Pattern"), "scalper");
    await user.click(within(panel).getByRole("button", { name: "Add rule" }));
    expect(await within(panel).findByText("Failed to add custom rule")).toBeInTheDocument();
    await user.click(await within(panel).findByRole("button", { name: "Delete rule refbot" }));
    expect(await within(panel).findByText("Failed to delete custom rule")).toBeInTheDocument();
  });

  it("shows the loading and error states of the settings", async () => {
    setup({ "/api/admin/ai-moderation/settings": () => jsonResponse(500, {}) });
    expect(screen.getByText("Loading settings…")).toBeInTheDocument();
    expect(await screen.findByText("Failed to load data")).toBeInTheDocument();
  });
});
