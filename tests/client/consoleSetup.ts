import { beforeAll } from 'vitest';
import { preloadLazyPages } from '../../src/widgets/lazyPage';

// The console fetches most pages when first shown (src/widgets/lazyPage.tsx): tests have them at hand from the start,
// so a screen's first render is not a race against loading its code.
beforeAll(() => preloadLazyPages(), 60_000);
