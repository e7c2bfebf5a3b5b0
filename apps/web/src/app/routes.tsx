import { canOpenAdminPage, canOpenModerationPage } from "@huddle/contracts/rules/admin-abilities";
import { Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { lazyRoute } from "./routes/lazy-route";
import { PublicOnlyRoute } from "./routes/public-only-route";
import { RequireAuth } from "./routes/require-auth";
import { RequireAbility } from "./routes/require-ability";
import { RootRoute } from "./routes/root-route";
import { RouteErrorFallback } from "./routes/route-error-fallback";

// One chunk per page, fetched on first visit: a signed-out visitor never downloads the chat.
const AuthPage = lazyRoute(
  () => import("@/features/auth/components/auth-page"),
  (m) => m.AuthPage,
);
const ForgotPasswordPage = lazyRoute(
  () => import("@/features/password-reset/components/forgot-password-page"),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyRoute(
  () => import("@/features/password-reset/components/reset-password-page"),
  (m) => m.ResetPasswordPage,
);
const TeamJoinPage = lazyRoute(
  () => import("./routes/team-join-page"),
  (m) => m.TeamJoinPage,
);
const TermsPage = lazyRoute(
  () => import("@/features/legal/components/terms-page"),
  (m) => m.TermsPage,
);
const PrivacyPage = lazyRoute(
  () => import("@/features/legal/components/privacy-page"),
  (m) => m.PrivacyPage,
);
const HomeRoute = lazyRoute(
  () => import("./routes/home-route"),
  (m) => m.HomeRoute,
  { inLayout: true },
);
const RoomPage = lazyRoute(
  () => import("./routes/room-page"),
  (m) => m.RoomPage,
  { inLayout: true },
);
const ProfileRoute = lazyRoute(
  () => import("./routes/profile-route"),
  (m) => m.ProfileRoute,
  { inLayout: true },
);

const CustomTeamsPage = lazyRoute(
  () => import("@/features/custom-teams/components/custom-teams-page"),
  (m) => m.CustomTeamsPage,
  { inLayout: true },
);
const CreateTeamPage = lazyRoute(
  () => import("@/features/custom-teams/components/create-team-page"),
  (m) => m.CreateTeamPage,
  { inLayout: true },
);
const TeamDetailsPage = lazyRoute(
  () => import("./routes/team-details-route"),
  (m) => m.TeamDetailsRoute,
  { inLayout: true },
);
const ManageTeamsPage = lazyRoute(
  () => import("@/features/custom-teams/components/manage-teams-page"),
  (m) => m.ManageTeamsPage,
  { inLayout: true },
);
const TeamEditPage = lazyRoute(
  () => import("@/features/custom-teams/components/team-edit-page"),
  (m) => m.TeamEditPage,
  { inLayout: true },
);
const TeamSearchPage = lazyRoute(
  () => import("@/features/custom-teams/components/team-search-page"),
  (m) => m.TeamSearchPage,
  { inLayout: true },
);

const CreateGamePage = lazyRoute(
  () => import("@/features/custom-games/components/create-game-page"),
  (m) => m.CreateGamePage,
  { inLayout: true },
);
const EditGamePage = lazyRoute(
  () => import("@/features/custom-games/components/edit-game-page"),
  (m) => m.EditGamePage,
  { inLayout: true },
);
const GameDetailsPage = lazyRoute(
  () => import("@/features/custom-games/components/game-details-page"),
  (m) => m.GameDetailsPage,
  { inLayout: true },
);
const LeaderboardPage = lazyRoute(
  () => import("@/features/predictions/components/leaderboard-page"),
  (m) => m.LeaderboardPage,
  { inLayout: true },
);
const AdminPage = lazyRoute(
  () => import("@/features/admin/components/admin-page"),
  (m) => m.AdminPage,
  { inLayout: true },
);
const ModerationPage = lazyRoute(
  () => import("@/features/admin/components/moderation-page"),
  (m) => m.ModerationPage,
  { inLayout: true },
);
const PremiumPage = lazyRoute(
  () => import("@/features/premium/components/premium-page"),
  (m) => m.PremiumPage,
  { inLayout: true },
);

/** spec 000 §2 and the spec 001 §2 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: "/login", element: <AuthPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password/:token", element: <ResetPasswordPage /> },
        ],
      },
      { path: "/teams/join/:code", element: <TeamJoinPage /> },
      { path: "/terms", element: <TermsPage /> },
      { path: "/privacy", element: <PrivacyPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: "/room", element: <RoomPage /> },
              { path: "/profile", element: <ProfileRoute /> },
              { path: "/custom", element: <CustomTeamsPage /> },
              // spec 000 §2: custom rooms' breadcrumb links 'Teams' to /teams.
              { path: "/teams", element: <Navigate to="/custom" replace /> },
              { path: "/custom/create-team", element: <CreateTeamPage /> },
              { path: "/custom-team/:id", element: <TeamDetailsPage /> },
              { path: "/custom/create-game", element: <CreateGamePage /> },
              { path: "/custom-game/:id", element: <GameDetailsPage /> },
              { path: "/custom/manage", element: <ManageTeamsPage /> },
              { path: "/custom/team/:id/edit", element: <TeamEditPage /> },
              { path: "/custom/game/:id/edit", element: <EditGamePage /> },
              { path: "/custom/search", element: <TeamSearchPage /> },
              { path: "/premium", element: <PremiumPage /> },
              { path: "/leaderboard", element: <LeaderboardPage /> },
              {
                element: <RequireAbility can={canOpenModerationPage} />,
                children: [{ path: "/moderation", element: <ModerationPage /> }],
              },
              {
                element: <RequireAbility can={canOpenAdminPage} />,
                children: [{ path: "/admin", element: <AdminPage /> }],
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
