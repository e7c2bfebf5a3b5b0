import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildProfile } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { GeneralPanel } from "./general-tab";

function setup(put: () => Response) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/user/profile": (_url, init) =>
      init?.method === "PUT"
        ? put()
        : jsonResponse(200, { profile: buildProfile({ membershipTier: "super_vip" }) }),
  });
  renderPage(<GeneralPanel />);
  return fetchMock;
}

describe("GeneralTab", () => {
  it("caps each field at its spec 000 §5 length and counts characters", async () => {
    setup(() => jsonResponse(200, {}));
    const limits: Array<[string, number]> = [
      ["Display Name", 50],
      ["Username", 30],
      ["Bio", 200],
      ["Location", 100],
      ["Favorite Team", 100],
    ];
    await screen.findByLabelText("Display Name");
    for (const [label, max] of limits) {
      expect(screen.getByLabelText(label)).toHaveAttribute("maxLength", String(max));
    }
    expect(screen.getByText("5/50")).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText("Bio"), "Go Bills");
    expect(screen.getByText("8/200")).toBeInTheDocument();
    expect(screen.getByText("alice@example.com")).toBeInTheDocument();
    expect(screen.getByText("Super VIP")).toBeInTheDocument();
  });

  it("says 'Failed to update profile. Please try again.' when saving fails", async () => {
    const fetchMock = setup(() => jsonResponse(500, { error: "boom" }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Location"), "Buffalo");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update profile. Please try again.",
    );
    expect(screen.getByLabelText("Location")).not.toHaveAttribute("aria-invalid");
    const put = callsTo(fetchMock, "/api/user/profile").find(([, i]) => i?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ location: "Buffalo" });
    expect(JSON.parse(String(put?.[1]?.body))).not.toHaveProperty("email");
  });

  it("shows the content filter's refusal under the field the server names", async () => {
    setup(() =>
      jsonResponse(400, {
        error: "Bio was blocked by the content filter.",
        details: ["Inappropriate language"],
        field: "bio",
        reason: "Inappropriate language",
        categories: ["profanity"],
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Bio"), "something rude");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Bio was blocked by the content filter.",
    );
    const bio = screen.getByLabelText("Bio");
    expect(bio).toHaveAttribute("aria-invalid", "true");
    expect(bio).toHaveAccessibleDescription(
      expect.stringContaining("Bio was blocked by the content filter."),
    );
    expect(screen.getByLabelText("Username")).not.toHaveAttribute("aria-invalid");
  });

  it("marks Username with the server's conflict when the name is taken", async () => {
    setup(() => jsonResponse(409, { error: "This username is already taken" }));
    const user = userEvent.setup();
    const username = await screen.findByLabelText("Username");
    await user.clear(username);
    await user.type(username, "bob");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This username is already taken");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining("This username is already taken"),
    );
    expect(screen.getByLabelText("Bio")).not.toHaveAttribute("aria-invalid");

    await user.type(username, "by");
    expect(username).not.toHaveAttribute("aria-invalid");
  });

  it("shows the success notice after saving", async () => {
    setup(() =>
      jsonResponse(200, {
        success: true,
        message: "Profile updated successfully.",
        profile: buildProfile({ displayName: "Al" }),
      }),
    );
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Display Name");
    await user.clear(field);
    await user.type(field, "Al");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Profile updated successfully.");
  });

  it("saves a privacy switch as a partial settings update", async () => {
    const fetchMock = setup(() =>
      jsonResponse(200, {
        success: true,
        message: "Profile updated successfully.",
        profile: buildProfile(),
      }),
    );
    const toggle = await screen.findByRole("switch", { name: "Show email" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    for (const name of ["Show location", "Allow direct messages", "Message notifications"]) {
      expect(screen.getByRole("switch", { name })).toBeInTheDocument();
    }
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole("status")).toHaveTextContent("Profile updated successfully.");
    const put = callsTo(fetchMock, "/api/user/profile").find(([, i]) => i?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ settings: { showEmail: true } });
  });

  it("keeps what the fan typed when a privacy switch saves before the form does", async () => {
    const fetchMock = setup(() =>
      jsonResponse(200, {
        success: true,
        message: "Profile updated successfully.",
        profile: {
          ...buildProfile({ membershipTier: "super_vip", bio: "" }),
          settings: { ...buildProfile().settings, showEmail: true },
        },
      }),
    );
    const user = userEvent.setup();
    const bio = await screen.findByLabelText("Bio");
    await user.clear(bio);
    await user.type(bio, "Lakers since 1987");
    await user.click(screen.getByRole("switch", { name: "Show email" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Profile updated successfully.");
    expect(screen.getByLabelText("Bio")).toHaveValue("Lakers since 1987");

    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const saved = () =>
      callsTo(fetchMock, "/api/user/profile")
        .filter(([, i]) => i?.method === "PUT")
        .map(([, i]) => JSON.parse(String(i?.body)));
    await expect.poll(() => saved().length).toBe(2);
    expect(saved()[1]).toMatchObject({ bio: "Lakers since 1987" });
  });

  it("says 'Failed to update profile. Please try again.' when a privacy switch fails", async () => {
    setup(() => jsonResponse(500, { error: "boom" }));
    await userEvent
      .setup()
      .click(await screen.findByRole("switch", { name: "Allow direct messages" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update profile. Please try again.",
    );
  });
});
