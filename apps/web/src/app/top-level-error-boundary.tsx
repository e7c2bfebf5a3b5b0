import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CenteredCard } from "@/components/ui/centered-card";

interface State {
  error: Error | null;
}

/** spec 000 §2 Error screens: the top-level failure screen. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unhandled application error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CenteredCard>
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-gray-700 dark:text-gray-300">
          Huddle hit an unexpected error. Refreshing the page usually fixes it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="secondary" onClick={() => window.location.assign("/")}>
            Go Home
          </Button>
        </div>
      </CenteredCard>
    );
  }
}
