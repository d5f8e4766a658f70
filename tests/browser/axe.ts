import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical violations axe finds on what is on screen, one line each: rule, screen, target and what
 * to fix. `configure` chooses the rules (every rule by default).
 *
 * Legacy mode runs axe in the page itself. The default runs it per frame and then collects the results in a new blank
 * page, a new renderer on every call (about 2 s each); the console, the checkout and the wallet have no frames.
 */
export async function seriousViolations(page: Page, screen: string, configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe): Promise<string[]> {
  // A dialog or menu still fading in or out has colours between two states: axe looks once every transition ended
  // (a spinner's endless animation aside).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await configure(new AxeBuilder({ page }).setLegacyMode()).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} on ${screen} at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`),
    );
}
