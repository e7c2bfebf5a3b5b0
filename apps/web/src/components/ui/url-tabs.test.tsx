import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderPage } from "@/test/render";
import { UrlTabs } from "./url-tabs";

const TABS = [
  { id: "one", label: "One" },
  { id: "two", label: "Two" },
  { id: "three", label: "Three" },
] as const;

function Tabs() {
  const [params] = useSearchParams();
  const active = TABS.find((tab) => tab.id === params.get("tab"))?.id ?? "one";
  return <UrlTabs label="Sections" tabs={TABS} active={active} panel={<p>Panel {active}</p>} />;
}

describe("UrlTabs", () => {
  it("opens the tab in ?tab= with its panel labelled by it; Tab reaches only that tab", async () => {
    renderPage(<Tabs />, "/page?tab=two", "/page");
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    const two = screen.getByRole("tab", { name: "Two" });
    expect(two).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveTextContent("Panel two");
    const user = userEvent.setup();
    await user.tab();
    await waitFor(() => expect(two).toHaveFocus());
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveFocus();
  });

  it("moves and selects with arrows (wrapping), Home and End, writing ?tab=", async () => {
    const { router } = renderPage(<Tabs />, "/page", "/page");
    const user = userEvent.setup();
    screen.getByRole("tab", { name: "One" }).focus();
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus());
    // Focus moves at once; the URL and the panel follow the navigation a render later.
    await waitFor(() => expect(router.state.location.search).toBe("?tab=three"));
    await waitFor(() => expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel three"));
    await user.keyboard("{Home}");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=one"));
    await user.keyboard("{End}");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=three"));
    await user.click(screen.getByRole("tab", { name: "Two" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=two"));
  });
});
