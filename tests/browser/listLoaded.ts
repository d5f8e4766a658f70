import type { Page } from 'playwright-core';

/**
 * Waits until the list on screen has its rows, or says it has none in react-admin's words ("No User withdrawal
 * records found", "No results found", or the Vietnamese "Không tìm thấy …"). While loading, the table shows empty
 * placeholder rows, so a row counts only once it has text.
 */
export async function listLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const content = document.querySelector('.RaList-content');
      if (!content) return false;
      const rows = [...content.querySelectorAll('tbody tr, [data-testid="record-card"]')].some((row) => (row as HTMLElement).innerText.trim() !== '');
      return rows || /No results|No .+ found|Không tìm thấy/.test(content.textContent ?? '');
    },
    undefined,
    { timeout: 15_000 },
  );
}
