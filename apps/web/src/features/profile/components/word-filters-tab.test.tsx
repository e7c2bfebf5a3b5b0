import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildProfile, buildWordReplacement } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { WordFiltersPanel } from "./word-filters-tab";

const damn = buildWordReplacement("damn", "dang");

function setup(handlers: Record<string, () => Response> = {}) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/user/profile": (_url, init) =>
      init?.method === "PUT"
        ? (handlers.toggle?.() ??
          jsonResponse(200, {
            success: true,
            message: "ok",
            profile: buildProfile({
              settings: { ...buildProfile().settings, wordFilterEnabled: false },
            }),
          }))
        : jsonResponse(200, { profile: buildProfile() }),
    "/api/user/word-replacements/add-defaults": () =>
      handlers.defaults?.() ??
      jsonResponse(200, { addedReplacements: [], wordReplacements: [damn] }),
    "/api/user/word-replacements": (_url, init) =>
      init?.method === "POST"
        ? (handlers.add?.() ?? jsonResponse(500, { error: "boom" }))
        : init?.method === "DELETE"
          ? jsonResponse(200, { success: true })
          : jsonResponse(200, { wordReplacements: [damn] }),
  });
  renderPage(<WordFiltersPanel />);
  return fetchMock;
}

const loaded = () => screen.findByRole("list", { name: "Word replacements" });

describe("WordFiltersTab", () => {
  it("shows originals masked: first letter then asterisks", async () => {
    setup();
    const list = await screen.findByRole("list", { name: "Word replacements" });
    expect(list).toHaveTextContent("d***");
    expect(list).toHaveTextContent("dang");
    expect(list).not.toHaveTextContent("damn");
  });

  it("disables Add until both words are non-blank and at most 50 characters", async () => {
    setup();
    await loaded();
    const user = userEvent.setup();
    const add = screen.getByRole("button", { name: "Add" });
    const original = screen.getByLabelText("Word to replace", { selector: "#new-word-original" });
    const replacement = screen.getByLabelText("Replace with", {
      selector: "#new-word-replacement",
    });
    expect(add).toBeDisabled();
    await user.type(original, "   ");
    await user.type(replacement, "heck");
    expect(add).toBeDisabled();
    await user.clear(original);
    await user.type(original, "x".repeat(51));
    expect(add).toBeDisabled();
    // It says why: the field is marked and names the limit.
    expect(original).toHaveAttribute("aria-invalid", "true");
    expect(original).toHaveAccessibleDescription("Words must be at most 50 characters");
    await user.clear(original);
    await user.type(original, "garbage");
    expect(add).toBeEnabled();
    expect(original).not.toHaveAttribute("aria-invalid");
  });

  it("adds the server's reason to 'Failed to add word replacement.' (a duplicate)", async () => {
    setup({
      add: () => jsonResponse(409, { error: "You already have a replacement for this word." }),
    });
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Word to replace"), "Damn");
    await user.type(screen.getByLabelText("Replace with"), "darn");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to add word replacement. You already have a replacement for this word.",
    );
  });

  it("says 'Failed to add word replacement.' when adding fails", async () => {
    setup();
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Word to replace"), "garbage");
    await user.type(screen.getByLabelText("Replace with"), "subpar");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to add word replacement.");
  });

  it("keeps keyboard focus after adding a pair and after leaving an edit with Escape", async () => {
    setup({
      add: () =>
        jsonResponse(201, {
          success: true,
          wordReplacement: buildWordReplacement("garbage", "subpar"),
        }),
    });
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Word to replace"), "garbage");
    await user.type(screen.getByLabelText("Replace with"), "subpar");
    await user.tab();
    expect(screen.getByRole("button", { name: "Add" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Word replacement added.")).toBeInTheDocument();
    // Ready for the next pair, not dropped to the page's start.
    expect(
      screen.getByLabelText("Word to replace", { selector: "#new-word-original" }),
    ).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Edit d***" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit d***" })).toHaveFocus();
  });

  it("gives focus to the list's heading once a deleted pair's row is gone", async () => {
    setup();
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete d***" }));
    await screen.findByText("Word replacement deleted.");
    expect(screen.getByRole("heading", { name: "Your Replacements" })).toHaveFocus();
  });

  it("tells the user when every default is already in the list", async () => {
    const fetchMock = setup();
    await loaded();
    await userEvent.setup().click(screen.getByRole("button", { name: "Import Defaults" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "All default replacements are already in your list!",
    );
    expect(callsTo(fetchMock, "/api/user/word-replacements/add-defaults")).toHaveLength(1);
  });

  it("turns the word filter off with PUT { settings: { wordFilterEnabled } }", async () => {
    const fetchMock = setup();
    const toggle = await screen.findByRole("switch", { name: "Word filter" });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await within(document.body).findByRole("switch", { name: "Word filter", checked: false });
    const put = callsTo(fetchMock, "/api/user/profile").find(([, i]) => i?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ settings: { wordFilterEnabled: false } });
  });

  it("says 'Failed to update word filter setting.' when the toggle fails", async () => {
    setup({ toggle: () => jsonResponse(500, { error: "boom" }) });
    await userEvent.setup().click(await screen.findByRole("switch", { name: "Word filter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update word filter setting.",
    );
  });
});
