import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is fetched the first time it is shown (its own chunk), `fallback` meanwhile.
 * Once fetched (or preloaded), it renders at once, without suspending again.
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const LazyComponent = (props: P) => {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return LazyComponent;
}

/**
 * A page fetched when first shown, with a thin progress bar meanwhile.
 * `load` picks the named export: `lazyPage(() => import('../pages/help').then((page) => page.HelpCenterPage))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, <LinearProgress sx={{ m: 2 }} />);
}

/**
 * A part of a screen fetched when first shown, nothing in its place meanwhile: a record screen's bespoke input,
 * form part or mark (declared in resources/, used only by forms and lists), a dialog's form. What the dashboard
 * never shows stays out of the console's first load.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, null);
}

/** Fetches every lazy page and part declared so far (tests render the console with all of it at hand). */
export async function preloadLazyPages(): Promise<void> {
  await Promise.all(loaders.map((loader) => loader()));
}
