import { describe, expect, it } from "vitest";
import { typingLine, typingReducer, type TypingState } from "./typing-users";

const empty: TypingState = { roomSlug: "home", usernames: [] };

describe("typing users", () => {
  it("adds a user once and removes them on stop", () => {
    let state = typingReducer(empty, { type: "start", roomSlug: "home", username: "bob" });
    state = typingReducer(state, { type: "start", roomSlug: "home", username: "bob" });
    state = typingReducer(state, { type: "start", roomSlug: "home", username: "cara" });
    expect(state.usernames).toEqual(["bob", "cara"]);
    state = typingReducer(state, { type: "stop", roomSlug: "home", username: "bob" });
    expect(state.usernames).toEqual(["cara"]);
  });

  it("ignores typing in another room", () => {
    const state = typingReducer(empty, { type: "start", roomSlug: "general", username: "bob" });
    expect(state.usernames).toEqual([]);
  });

  it("resets when the room changes", () => {
    const busy = { roomSlug: "home", usernames: ["bob"] };
    expect(typingReducer(busy, { type: "reset", roomSlug: "general" })).toEqual({
      roomSlug: "general",
      usernames: [],
    });
  });

  it("words the typing line for one, two and more users", () => {
    expect(typingLine([])).toBeNull();
    expect(typingLine(["bob"])).toBe("bob is typing…");
    expect(typingLine(["bob", "cara"])).toBe("bob and cara are typing…");
    expect(typingLine(["bob", "cara", "dan"])).toBe("Several people are typing…");
  });
});
