/** spec 001 §2 Game pages and §8 Create game: the custom-game screens' exact texts. */
export const CUSTOM_GAME_TEXTS = {
  createFailed: "Failed to create game. Please try again.",
  teamIdRequired: "Team ID is required",
  teamNotFound: "Team not found",
  teamLoadFailed: "Failed to load team information",
  createForbidden: "You do not have permission to create games for this team",
  accessDenied: "Access Denied",
  permissionRequired:
    "Permission Required: Only team owners and admins can create games for this team.",
  editForbidden: "You can only edit games for teams you own.",
  gameNotFound: "Game not found",
  // Not in the spec (docs/decisions.md, Issue 11 — custom games web).
  noManagedTeams: "You don't own or help run any teams yet.",
  saveFailed: "Failed to save game. Please try again.",
  deleteFailed: "Failed to delete game. Please try again.",
  deleteConfirm: "Delete this game? Its chat room and messages go with it. This cannot be undone.",
  loadFailed: "Failed to load game. Please try again.",
  opponentSearchFailed: "Failed to search teams. Please try again.",
  opponentSearchEmpty: "No teams found",
  // A custom team room's games panel (docs/decisions.md, 2026-11-29).
  teamGamesTitle: "Team games",
  loadingGames: "Loading games...",
  gamesFailed: "Failed to load games",
  noGames: "No games scheduled yet.",
  // A custom game's room lists its home team's games; a private team shows them to members.
  gamesPrivate: "This team's games are shown to its members.",
} as const;

/** spec 000 §2 Chat room: the Game Management box. */
export const GAME_MANAGEMENT_TEXTS = {
  title: "Game Management",
  label: "Game Manager",
  edit: "Edit Game",
} as const;
