import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiLanguages } from '../../../openapi/i18n/languages';

type Written = { id: string | number; title: Record<string, string>; body_html: Record<string, string> };

/**
 * What merchants read, in each of the four languages: the title, then the body as the server keeps it (sanitized
 * when saved, server/content/sanitize.ts). Shared by the screens whose records are written in four languages
 * (announcements, help articles); each names the languages under `values`.
 */
export function FourLanguageContent() {
  const record = useRecordContext<Written>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', mt: 1 }}>
      {apiLanguages.map((language) => (
        <Box component="section" key={language} lang={language.replace('_', '-')} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(`resources.${resource}.values.${language}`)}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {record.title[language]}
          </Typography>
          <Box
            sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& a': { color: 'primary.main' }, '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 } }}
            // The server's sanitized HTML: formatting and safe links only.
            dangerouslySetInnerHTML={{ __html: record.body_html[language] ?? '' }}
          />
        </Box>
      ))}
    </Stack>
  );
}
