import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Container, Divider, Link as MuiLink, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ToggleThemeButton, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { endpoints, type RequestInput, type ResponseOf } from '../../../openapi/endpoints';
import { ContentSlug } from '../../../openapi/entities';
import { dataOf, httpClient } from '../../data/httpClient';
import { storage, StorageKey } from '../../data/storage';
import { NotFound } from '../../shell/NotFound';
import { contentPath, documentSlugs, type DocumentSlug } from './contentLinks';
import { LanguageMenuButton } from '../../shell/LanguageMenuButton';

type ContentDocument = ResponseOf<'contentDocument'>;

/** The document's HTML (sanitized by the server, which allows formatting and links only), as readable text. */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      className="kassa-rich-text"
      sx={{
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h6', mt: 3, mb: 1 },
        '& h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
        '& p, & li': { typography: 'body1', lineHeight: 1.7 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
      }}
      // The server answers sanitized HTML (server/content/sanitize.ts): formatting and safe links only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function useDocument(slug: DocumentSlug, version: number | undefined) {
  const [locale] = useLocaleState();
  const body: RequestInput<'contentDocument'> = version ? { slug, version } : { slug };
  // The language travels in the headers: the locale is part of the key, so a switch reads the document again.
  return useQuery<ContentDocument>({
    queryKey: ['kassa', 'contentDocument', body, locale],
    queryFn: ({ signal }) => dataOf(httpClient.post<ContentDocument>(endpoints.contentDocument.path, body, { signal })),
    retry: false,
  });
}

/**
 * A content page (`/legal/<slug>`): user agreement, privacy policy, legal statement or about, versioned and in the
 * reader's language, outside the layout so that it is read without signing in (from the login page's footer) as
 * well as from the app bar's user menu.
 */
export function ContentPage() {
  const translate = useTranslate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const parsed = ContentSlug.safeParse(params.slug);
  const requested = Number(search.get('version')) || undefined;
  const slug = parsed.success ? parsed.data : 'about';
  const { data, isPending, fetchStatus } = useDocument(slug, requested);
  if (!parsed.success) return <NotFound />;
  const signedIn = storage.get(StorageKey.token) !== null;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <MuiLink component={Link} to={signedIn ? '/' : '/Login'} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}>
            <ArrowBack fontSize="small" />
            {translate(signedIn ? 'kassa.content.backToConsole' : 'kassa.content.backToLogin')}
          </MuiLink>
          <LanguageMenuButton />
          <ToggleThemeButton />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        {isPending && fetchStatus !== 'idle' && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {data && (
          <article>
            <Typography variant="h4" component="h1" gutterBottom>
              {data.title}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
              <Typography color="text.secondary" data-testid="document-version">
                {translate('kassa.content.version', { version: data.version, date: data.effective_date })}
              </Typography>
              {data.versions.length > 1 && (
                <TextField
                  select
                  size="small"
                  label={translate('kassa.content.versionLabel')}
                  value={data.version}
                  onChange={(event) => setSearch(Number(event.target.value) === data.latest_version ? {} : { version: event.target.value }, { replace: true })}
                  sx={{ minWidth: 200 }}
                >
                  {data.versions.map((version) => (
                    <MenuItem key={version.version} value={version.version}>
                      {translate('kassa.content.versionOption', { version: version.version, date: version.effective_date })}
                      {version.version === data.latest_version ? ` · ${translate('kassa.content.latest')}` : ''}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            {data.version !== data.latest_version && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('kassa.content.older', { version: data.latest_version })}
              </Alert>
            )}
            <RichText html={data.body_html} />
          </article>
        )}
        <Divider sx={{ my: 4 }} />
        <ContentLinks current={slug} />
      </Container>
    </Box>
  );
}

/** Links to every content page, as the login page's footer and the content pages' own footer show them. */
export function ContentLinks({ current }: { current?: DocumentSlug }) {
  const translate = useTranslate();
  return (
    <Stack component="nav" aria-label={translate('kassa.content.footer')} direction="row" flexWrap="wrap" justifyContent="center" columnGap={2} rowGap={1}>
      {documentSlugs.map((slug) =>
        slug === current ? (
          <Typography key={slug} variant="body2" color="text.secondary" aria-current="page">
            {translate(`kassa.content.documents.${slug}`)}
          </Typography>
        ) : (
          <MuiLink key={slug} component={Link} to={contentPath(slug)} variant="body2" underline="hover">
            {translate(`kassa.content.documents.${slug}`)}
          </MuiLink>
        ),
      )}
    </Stack>
  );
}
