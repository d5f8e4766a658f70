import Edit from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SettingColumn {
  key: string;
  label: string;
}

export interface SettingRow {
  id: string;
  cells: Readonly<Record<string, ReactNode>>;
  /** The change button's name ("Change the rates of CNY"); no button without it (a role that only reads). */
  editLabel?: string;
  onEdit?: () => void;
}

function EditButton({ row }: { row: SettingRow }) {
  if (!row.onEdit || !row.editLabel) return null;
  return (
    <Tooltip title={row.editLabel}>
      <IconButton aria-label={row.editLabel} onClick={row.onEdit}>
        <Edit />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The rows of one settings section: a table from a tablet up, and on a phone one block per row, each value under its
 * name, so nothing scrolls sideways. Long values (addresses) break where they must.
 */
export function SettingTable({ label, columns, rows }: { label: string; columns: readonly SettingColumn[]; rows: readonly SettingRow[] }) {
  const editable = rows.some((row) => row.onEdit);
  return (
    <>
      <Table size="small" aria-label={label} sx={{ display: { xs: 'none', sm: 'table' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
            {editable && <TableCell padding="checkbox" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-row={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ overflowWrap: 'anywhere' }}>
                  {row.cells[column.key]}
                </TableCell>
              ))}
              {editable && (
                <TableCell padding="checkbox">
                  <EditButton row={row} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack component="ul" spacing={1} aria-label={label} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} data-row={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1 }}>
            <Box component="dl" sx={{ m: 0, flex: 1, minWidth: 0 }}>
              {columns.map((column) => (
                <Box key={column.key} sx={{ mb: 0.5 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {row.cells[column.key]}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box>
              <EditButton row={row} />
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  );
}
