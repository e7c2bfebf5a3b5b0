import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  it("closes the phone menu on Escape and gives focus back to its button", async () => {
    storeSignedIn();
    mockFetch({});
    renderPage(<SiteHeader />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});
