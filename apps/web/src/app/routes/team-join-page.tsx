import { useLocation } from "react-router";
import { LoginForm } from "@/features/auth/components/login-form";
import { TeamJoinPage as TeamJoinView } from "@/features/custom-teams/components/team-join-page";

/** /teams/join/:code — the share-link page with the sign-in form that comes back to the link. */
export function TeamJoinPage() {
  const { pathname } = useLocation();
  return <TeamJoinView signIn={<LoginForm redirectTo={pathname} />} />;
}
