import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, SaveButton, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { formErrors, whitelistForm } from '../../../openapi/rules';
import { serverFieldErrors } from '../accountSecurity/serverFieldErrors';

type WhitelistValues = z.input<typeof whitelistForm>;

const validateWhitelistEntry = (values: Record<string, unknown>) => formErrors(whitelistForm, values);

/** "Add IP address": a dialog with the address, checked with the contract's rule before anything is sent. */
export function AddWhitelistEntryButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const submit = async (values: Record<string, unknown>) => {
    const { ip } = whitelistForm.parse(values as WhitelistValues);
    try {
      await create('white/WhiteList', { data: { ip } }, { returnPromise: true });
    } catch (error) {
      return serverFieldErrors(error, ['ip']);
    }
    notify('kassa.whitelist.added', { type: 'success', messageArgs: { ip } });
    setOpen(false);
    return undefined;
  };

  return (
    <>
      <Button label="kassa.whitelist.add" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <Form onSubmit={submit} validate={validateWhitelistEntry} noValidate>
          <DialogTitle id={titleId}>{translate('kassa.whitelist.addTitle')}</DialogTitle>
          <DialogContent>
            <TextInput source="ip" helperText="kassa.whitelist.ipHelp" autoFocus fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="ra.action.add" icon={<AddIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
