import { Suspense, lazy, type ComponentType } from "react";
import { LoadingScreen } from "@/components/ui/loading-screen";

/**
 * A route page whose module is fetched on its first visit, so the first page downloads only its
 * own code (the entry chunk has a size budget: src/app/bundle-budget.test.ts). Pages
 * inside the signed-in layout keep the header and footer while they load.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { inLayout = false }: { inLayout?: boolean } = {},
): ComponentType {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyRoute() {
    return (
      <Suspense fallback={<LoadingScreen inline={inLayout} />}>
        <Page />
      </Suspense>
    );
  };
}
