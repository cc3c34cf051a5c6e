import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Link } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type RjsfForm from '@rjsf/core';
import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import type { z } from 'zod';
import type { FormHints } from 'schemas/formHints';
import { DanishNumberField } from './DanishNumberField';
import { LongTextWidget } from './LongTextWidget';
import { DANISH_NUMBER_FIELD, formSchemaOf, jsonSchemaOf, type FormTexts } from './toFormSchema';
import { SectionedObjectTemplate, useLaterSectionsShown, type SchemaFormContext } from './templates';
import { schemaFormValidator, toErrorSchema, zodFieldErrors, type FieldErrorMap } from './zodValidator';
import css from './sections.module.css';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /**
   * The zod schema the data must pass: the same one the API validates with. A function builds it when the form
   * first checks its data, where `jsonSchema` spares the form's first view from building it.
   */
  schema: z.ZodType | (() => z.ZodType);
  /** The zod schema's JSON Schema, where it was converted ahead (at build time); converted from `schema` otherwise. */
  jsonSchema?: RJSFSchema;
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
  /** Heads the summary of the fields with errors, shown above the form when a save finds any. */
  invalidMessage: string;
  /** Extra buttons next to the submit button; a function is given a reader of the form's current data (for a preview). */
  actions?: ReactNode | ((currentData: () => FormData) => ReactNode);
  /** A second way to save (say, save and activate): the same checks as the submit button, its own handler. */
  secondarySubmit?: { label: string; onSubmit: (data: FormData) => Promise<unknown> };
  /** Told the form's data on every change (a live summary beside the form). */
  onDataChange?: (data: FormData) => void;
}

const validator = schemaFormValidator<FormData>();
// Constants rather than objects made in each render: rjsf compares its props in depth whenever the form renders.
const TEMPLATES = { ObjectFieldTemplate: SectionedObjectTemplate };
const WIDGETS = { textarea: LongTextWidget };
// No empty items to fill an array up to its minimum (3 images): a missing image is an error, not a blank.
const DEFAULT_FORM_STATE = { emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'never' } } as const;

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

/** A field's cell in the form (templates.tsx marks each top-level field's), and the first control in it. */
function fieldCell(form: HTMLElement | null, field: string): { cell: HTMLElement; control: HTMLElement | null } | null {
  const cell = [...(form?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((element) => element.dataset['field'] === field);
  if (!cell) return null;
  const control = cell.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]',
  );
  return { cell, control };
}

/**
 * A form generated from a zod schema: zod 4's JSON Schema, rendered by @rjsf/mui, labels through
 * i18n, and errors from zod itself, so the form says what the server says. SPEC 5: a field is
 * validated when it loses focus, and its error clears when it gets focus again; submitting shows
 * every error at once.
 */
export function SchemaForm({
  schema,
  jsonSchema,
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
  const zodSchema = useCallback(() => (typeof schema === 'function' ? schema() : schema), [schema]);
  const form = useMemo(() => formSchemaOf(jsonSchema ?? jsonSchemaOf(zodSchema()), hints, { label, help }), [jsonSchema, zodSchema, hints, label, help]);
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
  // A failed save's errors: once they show, the user is taken to the first (each save, even with the same errors).
  const goToFirstOfRef = useRef<FieldErrorMap | null>(null);
  const formBoxRef = useRef<HTMLDivElement>(null);
  // The field the form itself focuses: its error stays shown, where focusing a field by hand clears it.
  const focusingRef = useRef<string | null>(null);

  const errorsNow = useCallback(() => zodFieldErrors(zodSchema(), dataRef.current), [zodSchema]);
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
    if (field && field !== focusingRef.current) setShown((current) => without(current, field));
  }, []);

  /** Scrolls to a field and focuses its first control, keeping its error shown. */
  const goTo = useCallback((field: string) => {
    const target = fieldCell(formBoxRef.current, field);
    if (!target) return;
    target.cell.scrollIntoView({ block: 'center' });
    focusingRef.current = field;
    try {
      target.control?.focus({ preventScroll: true });
    } finally {
      focusingRef.current = null;
    }
  }, []);

  const submit = useCallback(
    async (save: SchemaFormProps['onSubmit']) => {
      const errors = errorsNow();
      setShown(errors);
      if (Object.keys(errors).length > 0) {
        setSubmitFailed(true);
        goToFirstOfRef.current = errors;
        return;
      }
      setSubmitFailed(false);
      setSaving(true);
      try {
        const serverErrors = await save(dataRef.current);
        if (isFieldErrorMap(serverErrors) && Object.keys(serverErrors).length > 0) {
          setShown(serverErrors);
          setSubmitFailed(true);
          goToFirstOfRef.current = serverErrors;
        }
      } finally {
        setSaving(false);
      }
    },
    [errorsNow],
  );

  const extraErrors = useMemo(() => toErrorSchema(shown), [shown]);
  // The fields with errors in the form's order, by their labels.
  const order = useMemo(() => form.groups.flatMap((g) => g.fields), [form]);
  const invalidFields = useMemo(() => {
    const fields = new Set(Object.keys(shown).map((key) => key.split('.')[0] ?? key));
    return order.filter((name) => fields.has(name));
  }, [shown, order]);
  const labelOf = (name: string) => {
    const title = (form.uiSchema[name] as Record<string, unknown> | undefined)?.['ui:title'];
    return typeof title === 'string' ? title : name;
  };

  // Once a failed save's errors show, to the first of them; a field's error changing as the user fixes it moves no one.
  const firstInvalid = invalidFields[0];
  useEffect(() => {
    if (goToFirstOfRef.current === null || goToFirstOfRef.current !== shown) return;
    goToFirstOfRef.current = null;
    if (firstInvalid) goTo(firstInvalid);
  });
  const laterShown = useLaterSectionsShown();
  const formContext = useMemo<SchemaFormContext>(() => ({ ...context, groupLabel: group }), [context, group]);
  const allFields = useMemo<RegistryFieldsType>(() => ({ [DANISH_NUMBER_FIELD]: DanishNumberField, ...fields }), [fields]);

  return (
    <div ref={formBoxRef}>
      {submitFailed && Object.keys(shown).length > 0 && (
        // Names each field with an error, leading to it; the save has already taken the user to the first.
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {invalidMessage}
          {invalidFields.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {invalidFields.map((name) => (
                <li key={name}>
                  <Link component="button" type="button" color="inherit" onClick={() => goTo(name)} sx={{ textAlign: 'left', verticalAlign: 'baseline' }}>
                    {labelOf(name)}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
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
        widgets={WIDGETS}
        formContext={formContext}
        templates={TEMPLATES}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      >
        {/* The buttons stay at the bottom of the window while the form goes on below it, so a save is always in reach.
            They come with the rest of the form, after its first view, so that they never move as it grows. */}
        {laterShown && (
          <div className={css.actions}>
            <div className={css.buttons}>
              {typeof actions === 'function' ? actions(currentData) : actions}
              <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} /> : undefined}>
                {submitLabel}
              </Button>
              {secondarySubmit && (
                <Button variant="contained" color="secondary" disabled={saving} onClick={() => void submit(secondarySubmit.onSubmit)}>
                  {secondarySubmit.label}
                </Button>
              )}
            </div>
          </div>
        )}
      </Form>
    </div>
  );
}
