/** spec 000 §4 Message list: typing users are added or removed per room. */
export type TypingAction =
  | { type: "start"; roomSlug: string; username: string }
  | { type: "stop"; roomSlug: string; username: string }
  | { type: "reset"; roomSlug: string };

export interface TypingState {
  roomSlug: string;
  usernames: string[];
}

export function typingReducer(state: TypingState, action: TypingAction): TypingState {
  if (action.type === "reset") return { roomSlug: action.roomSlug, usernames: [] };
  if (action.roomSlug !== state.roomSlug) return state;
  const present = state.usernames.includes(action.username);
  if (action.type === "start") {
    return present ? state : { ...state, usernames: [...state.usernames, action.username] };
  }
  return present
    ? { ...state, usernames: state.usernames.filter((u) => u !== action.username) }
    : state;
}

/** "alice is typing…", "alice and bob are typing…", "Several people are typing…". */
export function typingLine(usernames: readonly string[]): string | null {
  if (usernames.length === 0) return null;
  if (usernames.length === 1) return `${usernames[0]} is typing…`;
  if (usernames.length === 2) return `${usernames[0]} and ${usernames[1]} are typing…`;
  return "Several people are typing…";
}
