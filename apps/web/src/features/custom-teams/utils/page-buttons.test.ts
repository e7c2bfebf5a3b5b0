import { describe, expect, it } from "vitest";
import { pageButtons } from "./page-buttons";

describe("pageButtons", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
  });

  it("shows 5 pages centred on the current one", () => {
    expect(pageButtons(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it("keeps the window inside the first and last pages", () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it("shows no buttons without results", () => {
    expect(pageButtons(1, 0)).toEqual([]);
  });
});
