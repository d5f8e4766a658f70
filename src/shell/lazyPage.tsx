import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A page whose code is fetched the first time it is shown (its own chunk), with a thin progress bar meanwhile.
 * `load` picks the named export: `lazyPage(() => import('../pages/help').then((page) => page.HelpCenterPage))`.
 * Once fetched (or preloaded), the page renders at once, without suspending again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const LazyPage = (props: P) => {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return LazyPage;
}

/** Fetches every lazy page declared so far (tests render the console with all of it at hand). */
export async function preloadLazyPages(): Promise<void> {
  await Promise.all(loaders.map((loader) => loader()));
}
