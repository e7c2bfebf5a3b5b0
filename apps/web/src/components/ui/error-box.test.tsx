import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBox } from "./error-box";

describe("ErrorBox", () => {
  it("shows the default message without a retry button", () => {
    render(<ErrorBox />);
    expect(screen.getByRole("alert")).toHaveTextContent("An error occurred");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows details and calls Try again", async () => {
    const onRetry = vi.fn();
    render(<ErrorBox message="Failed to load scores" details="HTTP 502" onRetry={onRetry} />);
    expect(screen.getByText("Failed to load scores")).toBeInTheDocument();
    expect(screen.getByText("HTTP 502")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
