import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { MessageText } from "./message-text";

describe("MessageText", () => {
  it("highlights @mentions and leaves emails and the rest as plain text", () => {
    render(<MessageText text="Nice one @ben_2, mail me at ana@example.com" />);
    const mention = screen.getByText("@ben_2");
    expect(mention).toHaveAttribute("data-mention", "ben_2");
    expect(screen.queryByText("@example.com")).not.toBeInTheDocument();
    expect(mention.parentElement).toHaveTextContent("Nice one @ben_2, mail me at ana@example.com");
  });

  it("makes a mention of the viewer stand out from others", async () => {
    storeSignedIn(buildUser({ username: "Ana" }));
    mockFetch({});
    renderPage(<MessageText text="@ana and @ben look" />);
    const mine = await screen.findByText("@ana");
    const other = screen.getByText("@ben");
    expect(mine.className).toContain("amber");
    expect(other.className).toContain("sky");
  });

  it("never turns message text into markup", () => {
    render(<MessageText text="<b>@ana</b>" />);
    expect(screen.getByText("@ana").parentElement).toHaveTextContent("<b>@ana</b>");
    expect(document.querySelector("b")).toBeNull();
  });
});
