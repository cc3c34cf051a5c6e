import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type RjsfForm from '@rjsf/core';
import type { RegistryFieldsType } from '@rjsf/utils';
import type { z } from 'zod';
import type { FormHints } from 'schemas/formHints';
import { DanishNumberField } from './DanishNumberField';
import { DANISH_NUMBER_FIELD, toFormSchema, type FormTexts } from './toFormSchema';
import { SectionedObjectTemplate, type SchemaFormContext } from './templates';
import { schemaFormValidator, toErrorSchema, zodFieldErrors, type FieldErrorMap } from './zodValidator';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** The zod schema the data must pass: the same one the API validates with. */
  schema: z.ZodType;
  hints: FormHints;
  texts: FormTexts & { group: (group: string) => string };
  initialData?: FormData;
  /** Saves valid data; answers the server's field errors (a 400) to show, or nothing. */
  onSubmit: (data: FormData) => Promise<unknown>;
  submitLabel: string;
  /** Custom fields the hints name (address, images, ...). */
  fields?: RegistryFieldsType;
  /** Passed to every field, e.g. the account and listing type. */
  context?: Record<string, unknown>;
  /** Shown above the fields when the form has errors on submit. */
  invalidMessage: string;
  /** Extra buttons next to the submit button; a function is given a reader of the form's current data (for a preview). */
  actions?: ReactNode | ((currentData: () => FormData) => ReactNode);
  /** A second way to save (say, save and activate): the same checks as the submit button, its own handler. */
  secondarySubmit?: { label: string; onSubmit: (data: FormData) => Promise<unknown> };
  /** Told the form's data on every change (a live summary beside the form). */
  onDataChange?: (data: FormData) => void;
}

const validator = schemaFormValidator<FormData>();

const ID_PREFIX = 'root';
const ID_SEPARATOR = '.';

/** 'root.address.streetName' → 'address': errors show and clear per top-level field. */
function topFieldOf(id: string): string {
  const parts = id.split(ID_SEPARATOR);
  return parts[0] === ID_PREFIX ? (parts[1] ?? '') : (parts[0] ?? '');
}

/** Whether a save answered field errors to show (it answers nothing when it saved). */
const isFieldErrorMap = (answer: unknown): answer is FieldErrorMap =>
  typeof answer === 'object' && answer !== null && Object.values(answer).every((message) => typeof message === 'string');

const belongsTo = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

function only(errors: FieldErrorMap, field: string): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => belongsTo(key, field)));
}

function without(errors: FieldErrorMap, field: string): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !belongsTo(key, field)));
}

/**
 * A form generated from a zod schema: zod 4's JSON Schema, rendered by @rjsf/mui, labels through
 * i18n, and errors from zod itself, so the form says what the server says. SPEC 5: a field is
 * validated when it loses focus, and its error clears when it gets focus again; submitting shows
 * every error at once.
 */
export function SchemaForm({
  schema,
  hints,
  texts,
  initialData,
  onSubmit,
  submitLabel,
  fields,
  context,
  invalidMessage,
  actions,
  secondarySubmit,
  onDataChange,
}: SchemaFormProps) {
  const { label, help, group } = texts;
  const form = useMemo(() => toFormSchema(schema, hints, { label, help }), [schema, hints, label, help]);
  const compute = useCallback(
    (data: FormData): FormData => {
      const computed = Object.entries(hints.computed ?? {}).map(([name, c]): [string, unknown] => [name, c?.compute(data)]);
      return computed.length ? { ...data, ...Object.fromEntries(computed) } : data;
    },
    [hints],
  );
  // The form keeps its own data (rjsf's uncontrolled mode), so that a key press re-renders the form's fields and
  // not this component too, and rjsf does not derive its state a second time from data handed back to it.
  const [initialFormData] = useState<FormData>(() => compute(initialData ?? {}));
  const dataRef = useRef(initialFormData);
  const formRef = useRef<RjsfForm<FormData>>(null);
  const [shown, setShown] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);

  const errorsNow = useCallback(() => zodFieldErrors(schema, dataRef.current), [schema]);
  const currentData = useCallback(() => dataRef.current, []);

  const onChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const changed = event.formData ?? {};
      const next = compute(changed);
      dataRef.current = next;
      onDataChange?.(next);
      // A computed field shows its new value through the form: the form takes `next`, and changes once more, to it.
      if (Object.entries(next).some(([name, value]) => !Object.is(value, changed[name]))) formRef.current?.setFieldValue('', next);
    },
    [compute, onDataChange],
  );

  const onBlur = useCallback(
    (id: string) => {
      const field = topFieldOf(id);
      if (!field) return;
      // Reading the latest data after the change that came with the blur has been applied.
      queueMicrotask(() => setShown((current) => ({ ...without(current, field), ...only(errorsNow(), field) })));
    },
    [errorsNow],
  );

  const onFocus = useCallback((id: string) => {
    const field = topFieldOf(id);
    if (field) setShown((current) => without(current, field));
  }, []);

  const submit = useCallback(
    async (save: SchemaFormProps['onSubmit']) => {
      const errors = errorsNow();
      setShown(errors);
      if (Object.keys(errors).length > 0) {
        setSubmitFailed(true);
        return;
      }
      setSubmitFailed(false);
      setSaving(true);
      try {
        const serverErrors = await save(dataRef.current);
        if (isFieldErrorMap(serverErrors) && Object.keys(serverErrors).length > 0) {
          setShown(serverErrors);
          setSubmitFailed(true);
        }
      } finally {
        setSaving(false);
      }
    },
    [errorsNow],
  );

  const extraErrors = useMemo(() => toErrorSchema(shown), [shown]);
  const formContext = useMemo<SchemaFormContext>(() => ({ ...context, groupLabel: group }), [context, group]);
  const allFields = useMemo<RegistryFieldsType>(() => ({ [DANISH_NUMBER_FIELD]: DanishNumberField, ...fields }), [fields]);

  return (
    <Form
      schema={form.schema}
      uiSchema={form.uiSchema}
      ref={formRef}
      initialFormData={initialFormData}
      validator={validator}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      onSubmit={() => void submit(onSubmit)}
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      idPrefix={ID_PREFIX}
      idSeparator={ID_SEPARATOR}
      fields={allFields}
      formContext={formContext}
      templates={{ ObjectFieldTemplate: SectionedObjectTemplate }}
      // No empty items to fill an array up to its minimum (3 images): a missing image is an error, not a blank.
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'never' } }}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        {submitFailed && Object.keys(shown).length > 0 && (
          <Alert severity="error" role="alert">
            {invalidMessage}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {typeof actions === 'function' ? actions(currentData) : actions}
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} /> : undefined}>
            {submitLabel}
          </Button>
          {secondarySubmit && (
            <Button variant="contained" color="secondary" disabled={saving} onClick={() => void submit(secondarySubmit.onSubmit)}>
              {secondarySubmit.label}
            </Button>
          )}
        </Box>
      </Stack>
    </Form>
  );
}
