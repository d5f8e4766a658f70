import { Box, Typography } from '@mui/material';
import { createElement, Fragment } from 'react';
import { EditButton, Labeled, Show, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { matches, type AnyResourceConfig } from './defineResource';
import { FieldView } from './FieldView';
import { hasRecordActions, RecordActions } from './actions';
import { groupsIn } from './areas';
import { useOffered } from './offered';

/*
 * The detail of a config: its field groups (Django's fieldsets), each followed by its bespoke part if it has one (a
 * document preview), and the actions that apply to the record.
 */

function ShowToolbar({ config }: { config: AnyResourceConfig }) {
  const offered = useOffered(config);
  const record = useRecordContext();
  return (
    <TopToolbar>
      <RecordActions config={config} />
      {offered.edit && matches(record, config.edit?.when) && <EditButton />}
    </TopToolbar>
  );
}

export function ResourceShow({ config }: { config: AnyResourceConfig }) {
  const translate = useTranslate();
  const offered = useOffered(config);
  const groups = groupsIn(config, 'detail', config.detail?.groups);
  // A screen whose records have no action for this member shows no toolbar: an empty one is a blank strip on a phone.
  return (
    <Show resource={config.name} actions={hasRecordActions(offered) ? <ShowToolbar config={config} /> : false}>
      <SimpleShowLayout>
        {groups.map((group, index) => (
          <Fragment key={group.title ?? index}>
            {group.title && (
              <Typography variant="subtitle1" component="h2" sx={{ mt: index === 0 ? 0 : 1 }}>
                {translate(`resources.${config.name}.groups.${group.title}`)}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
              {group.fields.map((field) => (
                // A value keeps its own width (a status chip is not stretched across its cell).
                <Labeled key={field.source} source={field.source} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
                  <FieldView field={field} />
                </Labeled>
              ))}
            </Box>
            {group.part && createElement(group.part)}
          </Fragment>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
