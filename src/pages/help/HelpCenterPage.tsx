import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  InputAdornment,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useDeferredValue, useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, TextInput, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ResponseOf } from '../../../openapi/endpoints';
import type { HelpTopic } from '../../../openapi/entities';
import { formErrors, supportAttachmentsMax, supportTicketForm } from '../../../openapi/rules';
import { useEndpointQuery, useKassaDataProvider, useLocalizedEndpointQuery } from '../../resourceLayer/api';
import { formatDateTime } from '../../resourceLayer/format';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { extraPaths } from '../../shell/extraPaths';
import { RichText } from '../content/ContentPage';
import { FileList } from '../files/FileList';
import { FilesInput } from '../files/FilesInput';
import { LevelSelect } from './LevelSelect';

type Topic = (typeof HelpTopic.options)[number];
type Ticket = ResponseOf<'supportTicketQuery'>['list'][number];

const tabs = ['articles', 'contact', 'questions'] as const;
type TabName = (typeof tabs)[number];

/** Articles by topic, searched on the server in the operator's language as they type. */
function Articles() {
  const translate = useTranslate();
  const [keyword, setKeyword] = useState('');
  const [topic, setTopic] = useState<Topic | null>(null);
  const deferred = useDeferredValue(keyword.trim());
  const query = useLocalizedEndpointQuery('helpArticles', { ...(deferred ? { keyword: deferred } : {}), ...(topic ? { topic } : {}) });
  const data = query.data;
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={translate('kassa.help.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('kassa.help.search'), maxLength: 64 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
        fullWidth
      />
      <Stack direction="row" flexWrap="wrap" gap={1} role="group" aria-label={translate('kassa.help.allTopics')}>
        <Chip label={translate('kassa.help.allTopics')} color={topic === null ? 'primary' : 'default'} onClick={() => setTopic(null)} />
        {data?.topics.map((entry) => (
          <Chip
            key={entry.topic}
            label={`${entry.title} (${entry.count})`}
            color={topic === entry.topic ? 'primary' : 'default'}
            onClick={() => setTopic(entry.topic)}
            aria-pressed={topic === entry.topic}
          />
        ))}
      </Stack>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {data && data.list.length === 0 && <Typography color="text.secondary">{translate('kassa.help.noArticles')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {data?.list.map((article) => (
          <Card key={article.id} variant="outlined">
            <CardActionArea component={Link} to={`${extraPaths.helpCenter}/articles/${article.id}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {data.topics.find((entry) => entry.topic === article.topic)?.title}
                </Typography>
                <Typography variant="subtitle1" component="h2" fontWeight={600}>
                  {article.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {article.summary}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}

const validateTicket = (values: Record<string, unknown>) => formErrors(supportTicketForm, values);

/** The contact form: a subject, a rich-text description and attachments. */
function ContactSupport({ onSent }: { onSent: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const queryClient = useQueryClient();
  const { run, sent } = useSubmitOnce();
  const config = useEndpointQuery('userConfigGet', {});
  const contacts = config.data?.support_contacts ?? [];
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      try {
        await dataProvider.call('supportTicketSubmit', supportTicketForm.parse(values));
        sent();
        notify('kassa.help.sent', { type: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['kassa', 'supportTicketQuery'] });
        onSent();
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['subject', 'body_html', 'attachment_ids']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <ResourceContextProvider value="help/Contact">
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('kassa.help.contactIntro')}
          </Typography>
          <Form onSubmit={submit} validate={validateTicket} record={{ attachment_ids: [] }} noValidate>
            <TextInput source="subject" isRequired fullWidth />
            <RichTextInput
              source="body_html"
              isRequired
              fullWidth
              // Only what the server keeps: no colours, alignment or images (its sanitizer drops them).
              toolbar={
                <RichTextInputToolbar>
                  <LevelSelect />
                  <FormatButtons />
                  <ListButtons />
                  <LinkButtons />
                  <QuoteButtons />
                  <ClearButtons />
                </RichTextInputToolbar>
              }
            />
            <FilesInput source="attachment_ids" label="resources.help/Contact.fields.attachment_ids" helperText="kassa.help.attachmentsHelp" max={supportAttachmentsMax} />
            <SaveButton label="kassa.help.send" icon={<></>} alwaysEnable />
          </Form>
          {contacts.length > 0 && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="subtitle2">{translate('kassa.help.contacts')}</Typography>
              {contacts.map((contact) => (
                <Typography key={`${contact.type}-${contact.value}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {contact.label}: {contact.value}
                </Typography>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}

const statusTone = { open: 'warning', answered: 'success', closed: 'default' } as const;

function TicketThread({ ticket }: { ticket: Ticket }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Accordion disableGutters data-ticket={ticket.id}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ minWidth: 0 }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Typography>
          <Chip size="small" color={statusTone[ticket.status]} label={translate(`kassa.help.status.${ticket.status}`)} sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="caption" color="text.secondary">
            {translate('kassa.help.asked', { time: formatDateTime(ticket.create_time, locale) })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {ticket.messages.map((message) => (
            <Box
              key={message.id}
              data-author={message.author}
              sx={{ borderLeft: 3, borderColor: message.author === 'platform' ? 'primary.main' : 'divider', pl: 2 }}
            >
              <Typography variant="caption" color="text.secondary">
                {translate(message.author === 'platform' ? 'kassa.help.support' : 'kassa.help.you')} · {formatDateTime(message.create_time, locale)}
              </Typography>
              <RichText html={message.body_html} />
              {message.attachments.length > 0 && <FileList files={message.attachments} />}
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The merchant's questions with the replies of support, the latest activity first. */
function Questions() {
  const translate = useTranslate();
  const query = useEndpointQuery('supportTicketQuery', { page: 1, page_size: 50 });
  const tickets = query.data?.list ?? [];
  return (
    <Stack spacing={1}>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {query.data && tickets.length === 0 && <Typography color="text.secondary">{translate('kassa.help.noQuestions')}</Typography>}
      {tickets.map((ticket) => (
        <TicketThread key={ticket.id} ticket={ticket} />
      ))}
    </Stack>
  );
}

/** The help center (`/help`): articles, the contact form (`?tab=contact`) and the merchant's questions (`?tab=questions`). */
export function HelpCenterPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabName = tabs.includes(requested as TabName) ? (requested as TabName) : 'articles';
  const show = (name: TabName) => setParams(name === 'articles' ? {} : { tab: name }, { replace: true });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <Title title="kassa.help.title" />
      <Typography variant="h5" component="h1">
        {translate('kassa.help.title')}
      </Typography>
      <Tabs value={tab} onChange={(_, value: TabName) => show(value)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={translate(`kassa.help.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'articles' && <Articles />}
      {tab === 'contact' && <ContactSupport onSent={() => show('questions')} />}
      {tab === 'questions' && <Questions />}
    </Stack>
  );
}

/** One help article (`/help/articles/<id>`). */
export function HelpArticlePage() {
  const translate = useTranslate();
  const { id } = useParams();
  const query = useLocalizedEndpointQuery('helpArticle', id ? { id } : null);
  const article = query.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 860 }}>
      <Title title="kassa.help.title" />
      <MuiLink component={Link} to={extraPaths.helpCenter} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBack fontSize="small" />
        {translate('kassa.help.back')}
      </MuiLink>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {article && (
        <Card component="article">
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {article.title}
            </Typography>
            <RichText html={article.body_html} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
