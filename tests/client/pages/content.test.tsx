import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { App } from '../../../src/App';
import { dataProvider, kassaConsole } from '../../../consoles/console';
import { authProvider } from '../../../src/data/authProvider';
import { storage, StorageKey } from '../../../src/data/storage';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { stubEndpoint, stubOk } from '../msw';
import { renderConsoleAt } from './console';

type ContentDocument = components['schemas']['ContentDocument'];

function documentOf(slug: ContentDocument['slug'], language: string, version = 2): ContentDocument {
  const titles: Record<string, string> = { en: 'User Agreement', vi: 'Thỏa thuận người dùng' };
  return {
    slug,
    version,
    latest_version: 2,
    effective_date: version === 2 ? '2025-07-01' : '2025-01-01',
    title: titles[language] ?? slug,
    body_html: `<h2>1. Accounts</h2><p>Version ${version} in ${language}.</p>`,
    versions: [
      { version: 2, effective_date: '2025-07-01' },
      { version: 1, effective_date: '2025-01-01' },
    ],
  };
}

function stubDocuments() {
  return stubEndpoint('/v1/content/document', (call) => ({
    code: 200,
    msg: 'ok',
    detail: 'ok',
    data: documentOf(call.body.slug, call.headers.get('language') ?? 'en', call.body.version ?? 2),
  }));
}

/** The console at `path` with nobody signed in. */
async function renderSignedOutAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App console={kassaConsole} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={await createI18nProvider('us')} />);
}

describe('content pages', () => {
  it('the login page links every content page in its footer', async () => {
    await renderSignedOutAt('/Login');
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(footer).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/legal/user_agreement');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/legal/privacy_policy');
    expect(within(footer).getByRole('link', { name: 'Legal statement' })).toHaveAttribute('href', '/legal/legal_statement');
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/legal/about');
  });

  it('reads a document without signing in, in the stored language; an older version on request', async () => {
    const user = userEvent.setup();
    const calls = stubDocuments();
    await renderSignedOutAt('/legal/user_agreement');
    expect(await screen.findByRole('heading', { name: 'User Agreement', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('document-version')).toHaveTextContent('Version 2, effective 2025-07-01');
    expect(screen.getByText('Version 2 in en.')).toBeInTheDocument();
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/Login');

    await user.click(screen.getByLabelText('Version'));
    await user.click(await screen.findByRole('option', { name: /Version 1 \(2025-01-01\)/ }));
    expect(await screen.findByText('Version 1 in en.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ slug: 'user_agreement', version: 1 });
    expect(screen.getByText('You are reading an older version. The latest is version 2.')).toBeInTheDocument();
  });

  it('is read in Vietnamese when that is the stored language', async () => {
    stubDocuments();
    storage.set(StorageKey.language, 'vi');
    window.history.pushState({}, '', '/legal/user_agreement');
    render(<App console={kassaConsole} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={await createI18nProvider('vi')} />);
    expect(await screen.findByRole('heading', { name: 'Thỏa thuận người dùng', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('document-version')).toHaveTextContent('Phiên bản 2, hiệu lực từ 2025-07-01');
  });

  it('is in the user menu of the signed-in console', async () => {
    const user = userEvent.setup();
    stubDocuments();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: [], total: 0 });
    await renderConsoleAt('/withdraw/ImmunityTrial');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Help center', 'Announcements', 'User agreement', 'Privacy policy', 'Legal statement', 'About']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('menuitem', { name: 'User agreement' }));
    expect(await screen.findByRole('heading', { name: 'User Agreement', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/'));
  });
});
