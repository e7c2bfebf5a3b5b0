import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { MessageBlockedModal } from "./message-blocked-modal";

function renderModal(rejection: Parameters<typeof MessageBlockedModal>[0]["rejection"]) {
  const onClose = vi.fn();
  renderPage(
    <MessageBlockedModal
      rejection={rejection}
      messageText="you people are trash"
      roomSlug="league-nfl"
      onClose={onClose}
    />,
  );
  return { onClose, dialog: screen.getByRole("dialog", { name: "Message Blocked" }) };
}

describe("MessageBlockedModal", () => {
  it("shows the reason, the category labels and the toxicity score as a percentage", () => {
    const { dialog } = renderModal({
      reason: "Your message looks like a personal attack.",
      categories: ["Personal Attack", "Toxic Behavior"],
      toxicityScore: 0.874,
    });
    expect(within(dialog).getByText("Your message looks like a personal attack.")).toBeVisible();
    const chips = within(within(dialog).getByRole("list", { name: "Categories" })).getAllByRole(
      "listitem",
    );
    expect(chips.map((chip) => chip.textContent)).toEqual(["Personal Attack", "Toxic Behavior"]);
    expect(within(dialog).getByText("Toxicity score: 87%")).toBeVisible();
    expect(within(dialog).getByText(/reviewed within 24-48 hours/)).toHaveTextContent(
      "Repeated false appeals may result in restrictions.",
    );
  });

  it("falls back to the default reason and leaves out a missing score", () => {
    const { dialog } = renderModal({ categories: [] });
    expect(within(dialog).getByText("Message blocked by content filter")).toBeVisible();
    expect(within(dialog).queryByText(/Toxicity score/)).not.toBeInTheDocument();
  });

  it("requires a non-blank appeal reason", async () => {
    const fetchMock = mockFetch({});
    renderModal({ categories: ["Spam"] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Why should this message be allowed?"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Appeal" }));
    expect(
      await screen.findByText("Please explain why this message should be allowed."),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts the reason up to 500 characters", async () => {
    renderModal({ categories: [] });
    const box = screen.getByLabelText("Why should this message be allowed?");
    expect(box).toHaveAttribute("maxLength", "500");
    await userEvent.setup().type(box, "banter");
    expect(screen.getByText("6/500")).toBeVisible();
  });

  it("submits the appeal with the text, the filter data and a timestamp", async () => {
    const fetchMock = mockFetch({
      "/api/chat/appeals": () =>
        jsonResponse(201, {
          success: true,
          message: "Appeal submitted. We will review it within 24-48 hours.",
          appeal: { id: "0b7d1c5e-2a4b-4c8e-9d3f-1a2b3c4d5e70", status: "pending" },
        }),
    });
    renderModal({ reason: "Blocked", categories: ["Harassment"], toxicityScore: 0.9 });
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText("Why should this message be allowed?"),
      "  It was about the referee's call  ",
    );
    await user.click(screen.getByRole("button", { name: "Submit Appeal" }));
    expect(
      await screen.findByText("Appeal submitted. We will review it within 24-48 hours."),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(fetchMock, "/api/chat/appeals")).toHaveLength(1));
    const init = callsTo(fetchMock, "/api/chat/appeals")[0]![1] as RequestInit;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(init.method).toBe("POST");
    expect(body).toMatchObject({
      messageText: "you people are trash",
      filterInfo: {
        reason: "Blocked",
        categories: ["Harassment"],
        toxicityScore: 0.9,
        roomSlug: "league-nfl",
      },
      appealReason: "It was about the referee's call",
    });
    expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
    expect(screen.queryByRole("button", { name: "Submit Appeal" })).not.toBeInTheDocument();
  });
});
