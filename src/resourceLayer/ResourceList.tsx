import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, IconButton, useMediaQuery, type SxProps } from '@mui/material';
import { createElement } from 'react';
import { CreateButton, DataTable, FilterButton, List, TopToolbar, useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sortFieldsOf } from '../data/resourceEndpoints';
import { bulkSelectable, BulkReviewButtons } from './BulkReview';
import { exportsOf, type AnyResourceConfig, type FieldConfig } from './defineResource';
import { FieldView } from './FieldView';
import { hasRecordActions, RecordActions } from './actions';
import { useOffered } from './offered';
import { ExportButton } from './ExportButton';
import { Pagination } from './Pagination';
import { FieldLines, ListCards } from './ListCards';
import { cardsBelowPx, columnsFor, priorityFromPx } from './listLayout';
import { filterDefaultsOf, filterInputsOf } from './filters';
import { ResourceCreateDialogButton } from './ResourceForm';

/*
 * The list of a config: react-admin's List with its filters (always on, folded behind the Filters button on a phone), a DataTable of the columns
 * (sortable where the list call sorts), the record actions, and the toolbar's create (a link to the create page,
 * or the dialog of `create.dialog`) and export. It fits its window (src/resourceLayer/listLayout.ts): columns give
 * way by priority to the row's expand panel, long values are shortened, the actions column stays in view, bulk
 * review selects rows (`list.bulkReview`), and a phone gets cards. A bespoke page shows the list of a config `shownIn` it by
 * rendering <ResourceList config={…} /> itself.
 */

/** Page sizes the list calls accept (page_size 1 to 100), with each config's own. */
function pageSizesWith(perPage: number): number[] {
  return [...new Set([10, 20, 50, 100, perPage])].filter((size) => size >= 1 && size <= 100).sort((a, b) => a - b);
}

/** The toolbar: the Filters button of folded filters (a phone), create, and export. */
function ListToolbar({ config, foldedFilters }: { config: AnyResourceConfig; foldedFilters: boolean }) {
  const offered = useOffered(config);
  const exports = exportsOf(config);
  if (!offered.create && !exports && !foldedFilters) return null;
  return (
    <TopToolbar>
      {foldedFilters && <FilterButton />}
      {offered.create && (config.create?.dialog ? <ResourceCreateDialogButton config={config} /> : <CreateButton />)}
      {exports && <ExportButton config={config} />}
    </TopToolbar>
  );
}

/** The window width a list lays out for: the least width of the highest column priority the window reaches. */
function useLayoutWidth(): number {
  // Without media queries (a test's DOM), every column shows, as on the widest window.
  const wide = useMediaQuery(`(min-width:${priorityFromPx[2]}px)`, { noSsr: true, defaultMatches: true });
  const widest = useMediaQuery(`(min-width:${priorityFromPx[3]}px)`, { noSsr: true, defaultMatches: true });
  return widest ? priorityFromPx[3] : wide ? priorityFromPx[2] : priorityFromPx[1];
}

/** Below 600 px a list shows cards. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(`(max-width:${cardsBelowPx - 0.02}px)`, { noSsr: true, defaultMatches: false });
}

/** The columns the window left out, in the row's expand panel. */
function LeftOutColumns({ config, fields }: { config: AnyResourceConfig; fields: FieldConfig[] }) {
  return (
    <Box sx={{ py: 1, px: 2, maxWidth: 720 }} data-testid="row-expand">
      <FieldLines config={config} fields={fields} />
    </Box>
  );
}

/**
 * The row's expand control. react-admin's own is out of the tab order and hidden from assistive technology (the row
 * click does the same), which leaves a keyboard or screen-reader user no way to what the window left out; this one
 * is a real button, in the same place, with the same state (`useExpanded`), and react-admin's column is hidden.
 */
function ExpandToggle() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const [expanded, toggle] = useExpanded(resource, record?.id ?? '');
  return (
    <IconButton
      size="small"
      aria-label={translate(expanded ? 'ra.action.close' : 'ra.action.expand')}
      aria-expanded={expanded}
      onClick={(event) => {
        // The row's own click toggles it too.
        event.stopPropagation();
        toggle();
      }}
      sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: (theme) => theme.transitions.create('transform') }}
    >
      <ExpandMore fontSize="inherit" />
    </IconButton>
  );
}

const hiddenExpandColumn: SxProps = { '& .RaDataTable-expandHeader, & .RaDataTable-expandIconCell': { display: 'none' } };

/** The record actions stay in view at the right edge, even while a table wider than its box scrolls inside it. */
const stickyActions: SxProps = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: 'background.paper',
  borderLeft: '1px solid',
  borderLeftColor: 'divider',
};

export function ResourceList({ config }: { config: AnyResourceConfig }) {
  const sortable = new Set(sortFieldsOf(config.api.list));
  const phone = usePhoneLayout();
  const { shown, hidden } = columnsFor(config, useLayoutWidth());
  const hasDetail = config.detail !== undefined;
  const offered = useOffered(config);
  const bulk = offered.bulkReview;
  // A phone folds the filters behind the Filters button, so the records start near the top of the screen.
  const filters = filterInputsOf(config, { folded: phone });
  return (
    <List
      resource={config.name}
      // Shown inside a bespoke page (`shownIn`), the list leaves the title to that page.
      title={config.shownIn ? false : undefined}
      sort={config.list.sort}
      perPage={config.list.perPage}
      {...(config.list.filterDefaults ? { filterDefaultValues: filterDefaultsOf(config) } : {})}
      filters={filters}
      actions={<ListToolbar config={config} foldedFilters={phone && filters.length > 0} />}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={pageSizesWith(config.list.perPage)} />}
      // The list takes the width it is given; a table wider than that scrolls inside its own box.
      sx={{
        minWidth: 0,
        '& .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // Half of MUI's side padding between cells: a column more fits a window.
        '& .RaDataTable-table .MuiTableCell-root': { px: 1 },
      }}
    >
      {config.list.above && createElement(config.list.above)}
      {phone ? (
        <ListCards config={config} />
      ) : (
        <DataTable
          // Without a detail, a click on the row shows what the window left out.
          rowClick={hasDetail ? 'show' : hidden.length > 0 ? 'expand' : false}
          bulkActionButtons={bulk ? <BulkReviewButtons config={config} /> : false}
          {...(bulk ? { isRowSelectable: bulkSelectable(config) } : {})}
          {...(hidden.length > 0 ? { expand: <LeftOutColumns config={config} fields={hidden} />, sx: hiddenExpandColumn } : {})}
        >
          {hidden.length > 0 && (
            <DataTable.Col label={false} disableSort cellSx={() => ({ width: 0, px: 0.5 })}>
              <ExpandToggle />
            </DataTable.Col>
          )}
          {shown.map((field) => (
            <DataTable.Col key={field.source} source={field.source} disableSort={!sortable.has(field.source)}>
              <FieldView field={field} compact />
            </DataTable.Col>
          ))}
          {hasRecordActions(offered) && (
            <DataTable.Col label="kassa.resourceLayer.actions.column" disableSort headerClassName="kassa-actions" cellClassName="kassa-actions" cellSx={() => stickyActions} sx={stickyActions}>
              <RecordActions config={config} inList />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}
