import { createContext, useContext } from 'react';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';

/**
 * The record screens a bespoke page shows inside itself (those declaring `shownIn` with its path), given by the
 * routes once the declarations have loaded, so that a page of src/pages never imports resources/.
 */
export const ShownResourcesContext = createContext<readonly AnyResourceConfig[]>([]);

/** The declaration of a record screen this page shows, by resource name. */
export function useShownResource(name: string): AnyResourceConfig {
  const config = useContext(ShownResourcesContext).find((shown) => shown.name === name);
  if (!config) throw new Error(`The record screen "${name}" is not shown in this page: declare it with shownIn set to the page's path`);
  return config;
}
