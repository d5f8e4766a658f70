import { createElement } from 'react';
import { CreateButton, DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { sortFieldsOf } from '../data/resourceEndpoints';
import type { AnyResourceConfig } from './defineResource';
import { FieldView } from './FieldView';
import { hasRecordActions, RecordActions } from './actions';
import { columnsOf } from './areas';
import { ExportButton } from './ExportButton';
import { filterInputsOf } from './filters';
import { ResourceCreateDialogButton } from './ResourceForm';

/*
 * The list of a config: react-admin's List with the always-on filters, a DataTable of the columns
 * (sortable where the list call sorts), the record actions, and the toolbar's create (a link to the create page,
 * or the dialog of `create.dialog`) and export. A bespoke page shows the list of a config `shownIn` it by
 * rendering <ResourceList config={…} /> itself.
 */

/** Page sizes the list calls accept (page_size 1 to 100), with each config's own. */
function pageSizesWith(perPage: number): number[] {
  return [...new Set([10, 20, 50, 100, perPage])].filter((size) => size >= 1 && size <= 100).sort((a, b) => a - b);
}

function ListToolbar({ config }: { config: AnyResourceConfig }) {
  const { capabilities } = config;
  if (!capabilities.create && !capabilities.export) return null;
  return (
    <TopToolbar>
      {capabilities.create && (config.create?.dialog ? <ResourceCreateDialogButton config={config} /> : <CreateButton />)}
      {capabilities.export && <ExportButton />}
    </TopToolbar>
  );
}

export function ResourceList({ config }: { config: AnyResourceConfig }) {
  const sortable = new Set(sortFieldsOf(config.api.list));
  const columns = columnsOf(config);
  const hasDetail = config.detail !== undefined;
  return (
    <List
      resource={config.name}
      // Shown inside a bespoke page (`shownIn`), the list leaves the title to that page.
      title={config.shownIn ? false : undefined}
      sort={config.list.sort}
      perPage={config.list.perPage}
      filters={filterInputsOf(config)}
      actions={<ListToolbar config={config} />}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={pageSizesWith(config.list.perPage)} />}
    >
      {config.list.above && createElement(config.list.above)}
      <DataTable rowClick={hasDetail ? 'show' : false} bulkActionButtons={false}>
        {columns.map((field) => (
          <DataTable.Col key={field.source} source={field.source} disableSort={!sortable.has(field.source)}>
            <FieldView field={field} />
          </DataTable.Col>
        ))}
        {hasRecordActions(config) && (
          <DataTable.Col label="kassa.resourceLayer.actions.column" disableSort>
            <RecordActions config={config} inList />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
