import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MembershipTier } from "@huddle/contracts/constants";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { announceMessageSent } from "@/lib/activity/sent-messages";
import { renderPage } from "@/test/render";
import { SponsorBanner, useSponsorBannerInsets } from "./sponsor-banner";

function Page() {
  const insets = useSponsorBannerInsets();
  return (
    <div
      data-testid="page"
      data-banner-height={insets.height}
      style={{ paddingBottom: insets.padding }}
    >
      <SponsorBanner />
    </div>
  );
}

function setup(tier: MembershipTier) {
  storeSignedIn(buildUser({ membershipTier: tier }));
  mockFetch({
    "/api/billing/sponsor": () =>
      jsonResponse(200, { url: "https://sponsor.example/huddle", text: "Brought to you by Acme" }),
  });
  return renderPage(<Page />);
}

describe("SponsorBanner", () => {
  it.each(["basic", "free"] as const)(
    "shows a %s user the sponsor link in a new tab, with 100 px kept free",
    async (tier) => {
      setup(tier);
      const link = await screen.findByRole("link", { name: "Brought to you by Acme" });
      expect(link).toHaveAttribute("href", "https://sponsor.example/huddle");
      expect(link).toHaveAttribute("target", "_blank");
      expect(screen.getByTestId("page").style.paddingBottom).toBe("100px");
      // A full-height chat ends at the banner's own top, not at the padding's.
      expect(screen.getByTestId("page")).toHaveAttribute("data-banner-height", "72");
    },
  );

  it("stays away from a paying tier", async () => {
    setup("adfree");
    await screen.findByTestId("page");
    expect(screen.queryByRole("complementary", { name: "Sponsor" })).not.toBeInTheDocument();
    expect(screen.getByTestId("page").style.paddingBottom).toBe("0px");
  });

  it("disappears at once when the session's tier is upgraded", async () => {
    const { manager } = setup("basic");
    await screen.findByRole("link", { name: "Brought to you by Acme" });
    // Focus scrolls a control out from under the banner while it is up (WCAG 2.4.11).
    expect(document.documentElement.style.scrollPaddingBottom).toBe("88px");
    act(() => manager.updateUser({ membershipTier: "pro" }));
    expect(screen.queryByRole("complementary", { name: "Sponsor" })).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(JSON.parse(window.localStorage.getItem("user")!).membershipTier).toBe("pro");
  });

  describe("seed 000 §9 schedule", () => {
    const banner = () => screen.queryByRole("complementary", { name: "Sponsor" });
    const nextCheck = () => act(() => vi.advanceTimersByTime(60_000));

    async function closedBanner() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setup("free");
      await screen.findByRole("link", { name: "Brought to you by Acme" });
      fireEvent.click(screen.getByRole("button", { name: "Close sponsor banner" }));
      expect(banner()).not.toBeInTheDocument();
      expect(screen.getByTestId("page").style.paddingBottom).toBe("0px");
    }

    it("comes back at the first check after 10 sent messages, not after 9", async () => {
      await closedBanner();
      for (let i = 0; i < 9; i += 1) act(() => announceMessageSent());
      nextCheck();
      expect(banner()).not.toBeInTheDocument();
      act(() => announceMessageSent());
      expect(banner()).not.toBeInTheDocument();
      nextCheck();
      expect(banner()).toBeInTheDocument();
      expect(screen.getByTestId("page").style.paddingBottom).toBe("100px");
    });

    it("comes back at the first check 3 minutes after it was closed; closing resets the count", async () => {
      await closedBanner();
      for (let i = 0; i < 5; i += 1) act(() => announceMessageSent());
      nextCheck();
      nextCheck();
      expect(banner()).not.toBeInTheDocument();
      // The checks run each minute from mount; the one after the 3-minute mark shows it.
      nextCheck();
      nextCheck();
      expect(banner()).toBeInTheDocument();

      fireEvent.click(screen.getByRole("button", { name: "Close sponsor banner" }));
      for (let i = 0; i < 5; i += 1) act(() => announceMessageSent());
      nextCheck();
      expect(banner()).not.toBeInTheDocument();
    });

    it("does not count messages or come back for a paying tier", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setup("pro");
      await screen.findByTestId("page");
      for (let i = 0; i < 10; i += 1) act(() => announceMessageSent());
      nextCheck();
      nextCheck();
      nextCheck();
      expect(banner()).not.toBeInTheDocument();
      expect(window.localStorage.getItem("sponsorBanner")).toBeNull();
    });
  });
});
