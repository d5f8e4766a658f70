import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';
import { formatDateTime } from '../../../src/resourceLayer/format';
import { FilePreview } from '../filePreview';

type Ticket = ResponseOf<'platformTicketDetail'>;

const resource = 'resources.support/ticket';

/**
 * The merchant's question and the replies so far, oldest first, above the reply form: who wrote each (the merchant or
 * support) and when, and each message's attachments previewed, to open or download (platform/support/ticket/attachment).
 * The HTML is the server's sanitized copy (server/content/sanitize.ts), as the merchant reads it.
 */
export function TicketThread() {
  const ticket = useRecordContext<Ticket & { id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useKassaDataProvider();
  if (!ticket) return null;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate(`${resource}.messages.from`, { merchant: ticket.merchant_name, id: ticket.merchant_id })}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate(`${resource}.groups.thread`)}>
        {ticket.messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            data-author={message.author}
            sx={{ borderLeft: 3, borderColor: message.author === 'platform' ? 'primary.main' : 'divider', pl: 2 }}
          >
            <Typography variant="caption" color="text.secondary">
              {translate(`${resource}.messages.${message.author === 'platform' ? 'by_support' : 'by_merchant'}`)} · {formatDateTime(message.create_time, locale)}
              {message.attachments.length > 0 && ` · ${translate(`${resource}.messages.attachments`, { smart_count: message.attachments.length })}`}
            </Typography>
            <Box
              sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& a': { color: 'primary.main' }, '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0 } }}
              // The server's sanitized HTML: formatting and safe links only.
              dangerouslySetInnerHTML={{ __html: message.body_html }}
            />
            {message.attachments.length > 0 && (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' }, gap: 2, mt: 1 }}>
                {message.attachments.map((file) => (
                  <FilePreview
                    key={file.file_id}
                    document={file}
                    queryKey={['kassa', 'platformTicketAttachment', ticket.id, file.file_id]}
                    load={(signal) => dataProvider.file('platformTicketAttachment', { ticket_id: Number(ticket.id), file_id: file.file_id }, { signal, quiet: true })}
                    testId="ticket-attachment"
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
