import { Navigate, type RouteObject } from "react-router";
import { AuthPage } from "@/features/auth/components/auth-page";
import { PrivacyPage } from "@/features/legal/components/privacy-page";
import { TermsPage } from "@/features/legal/components/terms-page";
import { ForgotPasswordPage } from "@/features/password-reset/components/forgot-password-page";
import { ResetPasswordPage } from "@/features/password-reset/components/reset-password-page";
import { AppLayout } from "./layout/app-layout";
import { HomeRoute } from "./routes/home-route";
import { PlaceholderPage } from "./routes/placeholder-page";
import { ProfileRoute } from "./routes/profile-route";
import { PublicOnlyRoute } from "./routes/public-only-route";
import { RequireAuth } from "./routes/require-auth";
import { RequireSuperadmin } from "./routes/require-superadmin";
import { RoomPage } from "./routes/room-page";
import { RootRoute } from "./routes/root-route";
import { RouteErrorFallback } from "./routes/route-error-fallback";
import { TeamJoinPage } from "./routes/team-join-page";

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

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
              placeholder("/custom", "Custom Teams"),
              // spec 000 §2: custom rooms' breadcrumb links 'Teams' to /teams.
              { path: "/teams", element: <Navigate to="/custom" replace /> },
              placeholder("/custom/create-team", "Create a Team"),
              placeholder("/custom/create-game", "Create a Game"),
              placeholder("/custom/manage", "Manage Your Teams"),
              placeholder("/custom/team/:id/edit", "Edit Team"),
              placeholder("/custom/game/:id/edit", "Edit Game"),
              placeholder("/custom/search", "Search Teams"),
              placeholder("/premium", "Premium Memberships"),
              {
                element: <RequireSuperadmin />,
                children: [placeholder("/admin", "Admin Dashboard")],
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
