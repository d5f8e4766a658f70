import { Typography } from '@mui/material';
import { createElement, Fragment, useRef } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
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
import { formSchemaOf, groupsIn } from './areas';
import { fieldErrorsOf, useIdempotencyKey, useReportFailure, useSubmitOnce } from './submit';

/*
 * The create and edit forms of a config: its field groups in a SimpleForm, validated by the rules the server
 * shares (openapi/rules.ts through `formErrors`), the server's validation refusals shown on their field.
 * A money-moving create (the contract marks its call `idempotent`) carries one Idempotency-Key per form
 * and cannot be sent twice by a double click.
 */

type Mode = 'create' | 'edit';

function FormBody({ config, form, mode }: { config: AnyResourceConfig; form: FormConfig; mode: Mode }) {
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const record = useRecordContext();
  const facts = useFormFacts();
  const latestFacts = useRef<FormFacts>(facts);
  latestFacts.current = facts;
  const idempotency = useIdempotencyKey();
  const { run, running } = useSubmitOnce();
  const moneyMoving = mode === 'create' && config.api.create?.idempotent === true;
  const groups = groupsIn(config, 'form', form.groups);
  const ready = form.ready ? form.ready(facts) : true;

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
        idempotency.answered();
        notify(`kassa.resourceLayer.success.${form.success}`, { type: 'success' });
        refresh();
        redirect('list', config.name);
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors) return fieldErrors;
        reportFailure(error);
        return undefined;
      }
    });

  return (
    <SimpleForm
      onSubmit={submit}
      validate={validate}
      toolbar={
        <Toolbar>
          <SaveButton disabled={!ready || running} label={mode === 'create' && moneyMoving ? 'ra.action.confirm' : 'ra.action.save'} />
        </Toolbar>
      }
    >
      {groups.map((group, index) => (
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
      ))}
    </SimpleForm>
  );
}

export function ResourceCreate({ config }: { config: AnyResourceConfig }) {
  const form = config.create;
  if (!form) return null;
  return (
    <Create resource={config.name}>
      <FormFactsProvider>
        <FormBody config={config} form={form} mode="create" />
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
        <FormBody config={config} form={form} mode="edit" />
      </FormFactsProvider>
    </Edit>
  );
}
