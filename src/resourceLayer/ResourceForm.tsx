import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { createElement, Fragment, useId, useRef, useState } from 'react';
import {
  Button,
  Create,
  Edit,
  Form,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetResourceLabel,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formErrors } from '../../openapi/rules';
import { useKassaDataProvider } from './api';
import type { AnyResourceConfig, FormConfig, FormFacts } from './defineResource';
import { FieldInput } from './FieldInput';
import { FormFactsProvider, useFormFacts } from './formFacts';
import { formFieldsOf, formSchemaOf, groupsIn } from './areas';
import { fieldErrorsOf, useIdempotencyKey, useReportFailure, useSubmitOnce } from './submit';

/*
 * The create and edit forms of a config: its field groups, validated by the rules the server shares
 * (openapi/rules.ts through `formErrors`), the server's validation refusals shown on their field.
 * A money-moving create (the contract marks its call `idempotent`) carries one Idempotency-Key per form
 * and cannot be sent twice by a double click. A form opens on a page of its own, or for `create.dialog`
 * in a dialog on the list.
 */

type Mode = 'create' | 'edit';

/** Validation and submission of one form; `onSaved` runs after the success message. */
function useResourceSubmit(config: AnyResourceConfig, form: FormConfig, mode: Mode, onSaved: () => void) {
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const record = useRecordContext();
  const facts = useFormFacts();
  const latestFacts = useRef<FormFacts>(facts);
  latestFacts.current = facts;
  const idempotency = useIdempotencyKey();
  const { run, blocked, sent } = useSubmitOnce();
  const moneyMoving = mode === 'create' && config.api.create?.idempotent === true;
  const shown = formFieldsOf(config, form).map((field) => field.source);

  const validate = (values: Record<string, unknown>) => formErrors(formSchemaOf(config, form, latestFacts.current), values);

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      if (form.ready && !form.ready(latestFacts.current)) return undefined;
      const parsed = formSchemaOf(config, form, latestFacts.current).safeParse(values);
      if (!parsed.success) return formErrors(formSchemaOf(config, form, latestFacts.current), values);
      const data = parsed.data as Record<string, unknown>;
      try {
        if (mode === 'create') {
          await dataProvider.create(config.name, { data, ...(moneyMoving ? { meta: { idempotencyKey: idempotency.key } } : {}) });
        } else if (record) {
          await dataProvider.update(config.name, { id: record.id, data, previousData: record });
        }
        sent();
        notify(`kassa.resourceLayer.success.${form.success}`, { type: 'success' });
        refresh();
        onSaved();
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fieldErrorsOf(error, shown);
        if (fieldErrors) return fieldErrors;
        reportFailure(error);
        return undefined;
      }
    });

  return {
    validate,
    submit,
    /** The save button is enabled only while the form's facts hold and nothing has been or is being sent. */
    saveDisabled: (form.ready ? !form.ready(facts) : false) || blocked,
    saveLabel: moneyMoving ? 'ra.action.confirm' : 'ra.action.save',
  };
}

/** The form's field groups, each with its heading and its bespoke part. */
function FormGroups({ config, form }: { config: AnyResourceConfig; form: FormConfig }) {
  const translate = useTranslate();
  return groupsIn(config, 'form', form.groups).map((group, index) => (
    <Fragment key={group.title ?? index}>
      {group.title && (
        <Typography variant="subtitle1" component="h2" sx={{ mt: index === 0 ? 0 : 2 }}>
          {translate(`resources.${config.name}.groups.${group.title}`)}
        </Typography>
      )}
      {group.fields.map((field) => (
        <FieldInput key={field.source} field={field} resource={config.name} />
      ))}
      {group.part && createElement(group.part)}
    </Fragment>
  ));
}

function PageForm({ config, form, mode }: { config: AnyResourceConfig; form: FormConfig; mode: Mode }) {
  const redirect = useRedirect();
  const { validate, submit, saveDisabled, saveLabel } = useResourceSubmit(config, form, mode, () => redirect('list', config.name));
  return (
    <SimpleForm
      onSubmit={submit}
      validate={validate}
      toolbar={
        <Toolbar>
          <SaveButton disabled={saveDisabled} label={saveLabel} />
        </Toolbar>
      }
    >
      <FormGroups config={config} form={form} />
    </SimpleForm>
  );
}

export function ResourceCreate({ config }: { config: AnyResourceConfig }) {
  const form = config.create;
  if (!form) return null;
  return (
    <Create resource={config.name}>
      <FormFactsProvider>
        <PageForm config={config} form={form} mode="create" />
      </FormFactsProvider>
    </Create>
  );
}

export function ResourceEdit({ config }: { config: AnyResourceConfig }) {
  const form = config.edit;
  if (!form) return null;
  return (
    <Edit resource={config.name} mutationMode="pessimistic">
      <FormFactsProvider>
        <PageForm config={config} form={form} mode="edit" />
      </FormFactsProvider>
    </Edit>
  );
}

function DialogForm({ config, form, titleId, onClose }: { config: AnyResourceConfig; form: FormConfig; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { validate, submit, saveDisabled, saveLabel } = useResourceSubmit(config, form, 'create', onClose);
  const title = translate(`resources.${config.name}.page.create`, {
    _: translate('ra.page.create', { name: getResourceLabel(config.name, 1) }),
  });
  return (
    <Form onSubmit={submit} validate={validate} record={{}} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormGroups config={config} form={form} />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton disabled={saveDisabled} label={saveLabel} />
      </DialogActions>
    </Form>
  );
}

/**
 * The list's create button when the create form opens in a dialog (`create.dialog`). The dialog's content
 * unmounts when it closes, so each opening is a new form: empty, with its own facts and Idempotency-Key.
 */
export function ResourceCreateDialogButton({ config }: { config: AnyResourceConfig }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const form = config.create;
  if (!form) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="ra.action.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <FormFactsProvider>
          <DialogForm config={config} form={form} titleId={titleId} onClose={close} />
        </FormFactsProvider>
      </Dialog>
    </>
  );
}
