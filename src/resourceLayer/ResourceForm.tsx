import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
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
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formErrors } from '../../openapi/issues';
import { stepUpOpen } from '../data/stepUp';
import { stepUpCodeRule } from '../data/stepUpCode';
import { useKassaDataProvider } from './api';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';
import type { RaRecord } from 'react-admin';
import type { SavedMeta } from '../data/dataProvider';
import type { AnyResourceConfig, CreateConfig, FormConfig, FormFacts } from './defineResource';
import { FieldInput } from './FieldInput';
import { LinkSent } from './LinkSent';
import { FormFactsProvider, useFormFacts } from './formFacts';
import { formFieldsOf, groupsIn } from './areas';
import { formSchemaOf } from './formSchema';
import { authenticatorCodeField, ReviewStep } from './ReviewStep';
import { fieldErrorsOf, useIdempotencyKey, useReportFailure, useSubmitOnce } from './submit';
import { TextButton } from './TextButton';

/*
 * The create and edit forms of a config: its field groups, validated by the rules the server shares
 * (openapi/rules.ts through `formErrors`), the server's validation refusals shown on their field.
 * A money-moving create (the contract marks its call `idempotent`) carries one Idempotency-Key per form
 * and cannot be sent twice by a double click. A form with `review` goes through a confirmation step first
 * ("Review", then "Confirm"), which may ask for the authenticator code. A form opens on a page of its own, or for
 * `create.dialog` in a dialog on the list.
 */

type Mode = 'create' | 'edit';
/** The form's inputs, or (forms with `review`) the confirmation of what the request will do. */
type Step = 'edit' | 'review';

/**
 * Validation and submission of one form; `onSaved` runs after the success message (a form whose answer is `answered`
 * shows that instead), with what the server saved and the call's answer as it came.
 */
function useResourceSubmit(config: AnyResourceConfig, form: FormConfig, mode: Mode, onSaved: (saved: RaRecord | undefined, answer: SavedMeta['answer']) => void) {
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
  const [step, setStep] = useState<Step>('edit');
  // Validation and submission read the step of the moment, not of the render that made them.
  const currentStep = useRef<Step>('edit');
  const goTo = (next: Step) => {
    currentStep.current = next;
    setStep(next);
  };
  // The code is asked for in the confirmation step (money forms) or at the end of the form (stepUp).
  const asksCode = form.review?.authenticatorCode === true || form.stepUp === true;
  const codeStep: Step = form.review ? 'review' : 'edit';
  const edited = formFieldsOf(config, form).map((field) => field.source);
  const shown = asksCode ? [...edited, authenticatorCodeField] : edited;

  /** The form's rules, and where the code is asked for while the step-up window is closed, the code's. */
  const schema = () => {
    const fields = formSchemaOf(config, form, latestFacts.current);
    return asksCode && currentStep.current === codeStep && !stepUpOpen() ? fields.extend({ [authenticatorCodeField]: stepUpCodeRule() }) : fields;
  };
  const validate = (values: Record<string, unknown>) => {
    const errors = formErrors(schema(), values);
    // An input that no longer passes (a fact changed meanwhile, such as the balance) is corrected in the form.
    if (currentStep.current === 'review' && Object.keys(errors).some((name) => name !== authenticatorCodeField)) goTo('edit');
    return errors;
  };

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      if (form.ready && !form.ready(latestFacts.current)) return undefined;
      const parsed = schema().safeParse(values);
      if (!parsed.success) return formErrors(schema(), values);
      // The values hold: show what the request will do before anything is sent.
      if (form.review && currentStep.current === 'edit') {
        goTo('review');
        return undefined;
      }
      const data = parsed.data as Record<string, unknown>;
      try {
        let saved: RaRecord | undefined;
        let meta: SavedMeta | undefined;
        if (mode === 'create') {
          ({ data: saved, meta } = await dataProvider.create(config.name, { data, ...(moneyMoving ? { meta: { idempotencyKey: idempotency.key } } : {}) }));
        } else if (record) {
          ({ data: saved, meta } = await dataProvider.update(config.name, { id: record.id, data, previousData: record }));
        }
        sent();
        if (!form.answered) notify(`kassa.resourceLayer.success.${form.success}`, { type: 'success' });
        refresh();
        onSaved(saved, meta?.answer ?? null);
        return undefined;
      } catch (error) {
        idempotency.failed(error);
        const fieldErrors = fieldErrorsOf(error, shown);
        // A refused input is corrected in the form: back to it, where the message shows on its field.
        if (fieldErrors && !(authenticatorCodeField in fieldErrors)) goTo('edit');
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
    saveLabel: form.review && step === 'edit' ? 'kassa.resourceLayer.review.next' : moneyMoving ? 'ra.action.confirm' : 'ra.action.save',
    /** The step button's icon: the default (save) unless it leads to the confirmation. */
    saveIcon: form.review && step === 'edit' ? <FactCheckIcon /> : undefined,
    step,
    /** Leaves the confirmation for the inputs, which kept their values; not while a request runs or after it succeeded. */
    back: blocked ? undefined : () => goTo('edit'),
  };
}

/** The form's inputs, hidden but mounted during the confirmation (their values and their parts' facts stay), then the confirmation. */
function FormSteps({ config, form, step }: { config: AnyResourceConfig; form: FormConfig; step: Step }) {
  return (
    <>
      <Box sx={{ width: '100%', display: step === 'review' ? 'none' : 'contents' }}>
        <FormGroups config={config} form={form} />
        {form.stepUp && !form.review && (
          <AuthenticatorCodeInput source={authenticatorCodeField} label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" />
        )}
      </Box>
      {form.review && step === 'review' && <ReviewStep resource={config.name} review={form.review} />}
    </>
  );
}

/** Back from the confirmation to the inputs; where the step button was, so a double click on it goes back, never on. */
function BackButton({ step, back }: { step: Step; back: (() => void) | undefined }) {
  if (step !== 'review') return null;
  return (
    <Button label="kassa.resourceLayer.review.back" onClick={back} disabled={!back}>
      <ArrowBackIcon />
    </Button>
  );
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

/** How long a page form's notice of its answer (`answered`) stays: long enough to read it and follow its link. */
export const answerNoticeMs = 15_000;

function PageForm({ config, form, mode }: { config: AnyResourceConfig; form: FormConfig; mode: Mode }) {
  const redirect = useRedirect();
  const notify = useNotify();
  const { validate, submit, saveDisabled, saveLabel, saveIcon, step, back } = useResourceSubmit(config, form, mode, (_saved, answer) => {
    if (form.answered && answer) notify(createElement(form.answered, { answer }), { type: 'info', autoHideDuration: answerNoticeMs });
    redirect('list', config.name);
  });
  return (
    <SimpleForm
      onSubmit={submit}
      validate={validate}
      toolbar={
        <Toolbar sx={{ gap: 1, justifyContent: 'flex-start' }}>
          <BackButton step={step} back={back} />
          <SaveButton disabled={saveDisabled} label={saveLabel} {...(saveIcon ? { icon: saveIcon } : {})} />
        </Toolbar>
      }
    >
      <FormSteps config={config} form={form} step={step} />
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

function DialogForm({
  config,
  form,
  titleId,
  onClose,
  onSaved,
}: {
  config: AnyResourceConfig;
  form: FormConfig;
  titleId: string;
  onClose: () => void;
  onSaved: (saved: RaRecord | undefined, answer: SavedMeta['answer']) => void;
}) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { validate, submit, saveDisabled, saveLabel, saveIcon, step, back } = useResourceSubmit(config, form, 'create', onSaved);
  const title = translate(`resources.${config.name}.page.create`, {
    _: translate('ra.page.create', { name: getResourceLabel(config.name, 1) }),
  });
  return (
    <Form onSubmit={submit} validate={validate} record={{}} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormSteps config={config} form={form} step={step} />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
        <BackButton step={step} back={back} />
        <SaveButton disabled={saveDisabled} label={saveLabel} {...(saveIcon ? { icon: saveIcon } : {})} />
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
  // What a create that sends a one-time link saved: where it went is shown in the dialog, until it closes.
  const [created, setCreated] = useState<RaRecord | null>(null);
  // What a create whose answer is for the operator to read (`answered`) answered: shown in the dialog until it closes.
  const [answer, setAnswer] = useState<Record<string, unknown> | null>(null);
  const titleId = useId();
  const form = config.create;
  if (!form) return null;
  const close = () => {
    setOpen(false);
    setCreated(null);
    setAnswer(null);
  };
  const link = form.created;
  const saved = (record: RaRecord | undefined, answered: SavedMeta['answer']) => {
    if (link && record) setCreated(record);
    else if (form.answered && answered) setAnswer(answered);
    else close();
  };
  return (
    <>
      <Button label="ra.action.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={created ? undefined : close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        {created && link ? (
          <CreatedLink record={created} link={link} titleId={titleId} onClose={close} />
        ) : answer && form.answered ? (
          <AnsweredInDialog config={config} answered={form.answered} answer={answer} titleId={titleId} onClose={close} />
        ) : (
          <FormFactsProvider>
            <DialogForm config={config} form={form} titleId={titleId} onClose={close} onSaved={saved} />
          </FormFactsProvider>
        )}
      </Dialog>
    </>
  );
}

/** Where the one-time link a create made was sent (`create.created`), shown until the dialog closes. */
function CreatedLink({ record, link, titleId, onClose }: { record: RaRecord; link: NonNullable<CreateConfig['created']>; titleId: string; onClose: () => void }) {
  return <LinkSent sentTo={record[link.sentTo]} expires={String(record[link.expires] ?? '')} titleId={titleId} onClose={onClose} />;
}

/** A create dialog's answer for the operator to read (`answered`), under the form's title, until its button closes it. */
function AnsweredInDialog({
  config,
  answered,
  answer,
  titleId,
  onClose,
}: {
  config: AnyResourceConfig;
  answered: NonNullable<FormConfig['answered']>;
  answer: Record<string, unknown>;
  titleId: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (
    <>
      <DialogTitle id={titleId}>{translate(`resources.${config.name}.page.create`, { _: translate('ra.page.create', { name: getResourceLabel(config.name, 1) }) })}</DialogTitle>
      <DialogContent>{createElement(answered, { answer })}</DialogContent>
      <DialogActions>
        <TextButton label="ra.action.close" onClick={onClose} variant="contained" />
      </DialogActions>
    </>
  );
}
