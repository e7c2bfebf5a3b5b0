import type { ReactNode } from "react";
import type { Profile } from "@huddle/contracts/profile";
import { ErrorBox } from "@/components/ui/error-box";
import { useViewerProfile } from "@/entities/viewer/api/get-viewer-profile";
import { PROFILE_TEXTS } from "../utils/profile-texts";

/** Loads the own profile, then renders `children(profile)`. */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const query = useViewerProfile();
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) {
    return (
      <ErrorBox
        message={PROFILE_TEXTS.loadFailed(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
