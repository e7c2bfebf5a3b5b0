import { describe, expect, it, vi } from "vitest";
import { applyTheme, followSystemTheme, getStoredTheme, storeTheme } from "./theme";

function stubSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: dark, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe("theme", () => {
  it("defaults to auto and persists the choice in preferences", () => {
    expect(getStoredTheme()).toBe("auto");
    localStorage.setItem("preferences", JSON.stringify({ soundEffects: true }));
    storeTheme("dark");
    expect(JSON.parse(localStorage.getItem("preferences") ?? "{}")).toEqual({
      soundEffects: true,
      theme: "dark",
    });
    expect(getStoredTheme()).toBe("dark");
  });

  it("applies the dark class and header colour", () => {
    applyTheme("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement.style.getPropertyValue("--header-bg")).toBe("#1f2937");
    applyTheme("light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(document.documentElement.style.getPropertyValue("--header-bg")).toBe("#1a365d");
  });

  it("follows the system setting in auto", () => {
    stubSystemDark(true);
    applyTheme("auto");
    expect(document.documentElement).toHaveClass("dark");
    stubSystemDark(false);
    applyTheme("auto");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("follows a system change while the page is open, unless a theme was chosen", () => {
    let dark = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({
        get matches() {
          return dark;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    const systemTurns = (toDark: boolean) => {
      dark = toDark;
      listeners.forEach((listener) => listener());
    };
    localStorage.clear();
    applyTheme(getStoredTheme());
    const stop = followSystemTheme();

    systemTurns(true);
    expect(document.documentElement).toHaveClass("dark");
    systemTurns(false);
    expect(document.documentElement).not.toHaveClass("dark");

    storeTheme("light");
    systemTurns(true);
    expect(document.documentElement).not.toHaveClass("dark");
    stop();
    expect(listeners.size).toBe(0);
  });
});
