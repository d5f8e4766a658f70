import Send from '@mui/icons-material/Send';
import { Box, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors } from '../../../openapi/issues';
import { ticketReplyForm } from '../../../openapi/platformContent';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../src/resourceLayer/submit';
import { PlatformRichTextInput } from '../announcements/richText';

type Ticket = ResponseOf<'platformTicketDetail'>;

const words = 'resources.support/ticket';
const rule = ticketReplyForm.omit({ id: true });

/**
 * Support's reply, under the thread of the question's detail: rich text the merchant reads in their help center,
 * closing the question or not. A closed question takes no reply (the server answers 4009), so it offers none. Once
 * sent, the detail reads the thread again, the reply in it, and the form starts empty.
 */
export function TicketReply() {
  const ticket = useRecordContext<Ticket & { id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run } = useSubmitOnce();
  if (!ticket) return null;
  if (ticket.status === 'closed') {
    return (
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {translate(`${words}.messages.closed`)}
      </Typography>
    );
  }
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const checked = rule.safeParse(values);
      if (!checked.success) return formErrors(rule, values);
      try {
        await dataProvider.call('platformTicketReply', { id: Number(ticket.id), ...checked.data });
        notify(`${words}.messages.replied`, { type: 'success' });
        refresh();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['body_html', 'close']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <Box component="section" aria-labelledby="ticket-reply-title" sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" component="h2" id="ticket-reply-title">
        {translate(`${words}.groups.reply`)}
      </Typography>
      {/* Keyed by the thread's length: after a reply the form starts empty. */}
      <Form key={ticket.messages.length} onSubmit={submit} validate={(values) => formErrors(rule, values)} record={{ close: false }} noValidate>
        <PlatformRichTextInput source="body_html" label={`${words}.fields.body_html`} />
        <BooleanInput source="close" label={`${words}.fields.close`} helperText={false} />
        <SaveButton label={`${words}.actions.reply`} icon={<Send />} alwaysEnable />
      </Form>
    </Box>
  );
}
