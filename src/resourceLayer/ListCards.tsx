import { Box, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { ListNoResults, RecordContextProvider, ShowButton, useListContext, useTranslateLabel } from 'react-admin';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
import { FieldView } from './FieldView';
import { hasRecordActions, RecordActions } from './actions';
import { useOffered } from './offered';
import { cardOf } from './listLayout';

/*
 * A list on a phone: one card per record instead of a table row, from the config (`list.card`): the headline figure
 * with the status chip beside it, label–value lines, then the record's actions and the way to its detail.
 */

/** Fields as label–value lines, the labels those of the columns. */
export function FieldLines({ config, fields }: { config: AnyResourceConfig; fields: readonly FieldConfig[] }) {
  const translateLabel = useTranslateLabel();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, alignItems: 'center' }}
    >
      {fields.map((field) => (
        <Fragment key={field.source}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translateLabel({ source: field.source, resource: config.name })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            <FieldView field={field} compact />
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function RecordCard({ config }: { config: AnyResourceConfig }) {
  const layout = cardOf(config);
  const actions = hasRecordActions(useOffered(config));
  return (
    <Card variant="outlined" data-testid="record-card">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography component="div" variant="subtitle1" fontWeight={600} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <FieldView field={layout.title} compact />
          </Typography>
          {/* At most half the card: a status with a mark (who gave a first approval) wraps under its chip instead of hiding the headline figure. */}
          {layout.status && (
            <Box sx={{ flex: '0 1 auto', minWidth: 0, maxWidth: '50%', display: 'flex', justifyContent: 'flex-end', textAlign: 'right' }}>
              <FieldView field={layout.status} />
            </Box>
          )}
        </Box>
        <FieldLines config={config} fields={layout.lines} />
      </CardContent>
      {(actions || config.detail) && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0 }}>
          {config.detail && <ShowButton />}
          {actions && <RecordActions config={config} inList wrap />}
        </CardActions>
      )}
    </Card>
  );
}

export function ListCards({ config }: { config: AnyResourceConfig }) {
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  // react-admin's own words, as the table says them: the records' name, or the filters to clear.
  if (!data || data.length === 0) return <ListNoResults />;
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="record-cards">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard config={config} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
