import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import type { FormFieldHint, FormHints } from 'schemas/formHints';

export interface FormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The fields in form order, grouped by their section. */
  groups: { name: string; fields: string[] }[];
}

/** The custom field (registered by SchemaForm) of every decimal number. */
export const DANISH_NUMBER_FIELD = 'danishNumber';

/** Labels and help texts come through i18n. */
export interface FormTexts {
  /** The label of a field; `fallback` is the schema's own (Danish) title. */
  label: (field: string, fallback: string) => string;
  help: (field: string) => string;
}

/** Each schema's JSON Schema, converted once: zod's conversion is the costliest step of a form's first render. */
const jsonSchemas = new WeakMap<z.ZodType, RJSFSchema>();

/** The JSON Schema of a form's input (zod 4's own converter), from the schema's first conversion on. */
export function jsonSchemaOf(schema: z.ZodType): RJSFSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as RJSFSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/**
 * The only code that turns a zod schema and its hints into what rjsf renders: the JSON Schema of the
 * form's input (zod 4's own converter), and a uiSchema with labels, widgets, order and sections.
 * Computed fields join the JSON Schema as read-only numbers; they are never sent as input.
 */
export function toFormSchema(schema: z.ZodType, hints: FormHints, texts: FormTexts): FormSchema {
  return formSchemaOf(jsonSchemaOf(schema), hints, texts);
}

/** toFormSchema from the zod schema's JSON Schema, where it was converted ahead (at build time). */
export function formSchemaOf(json: RJSFSchema, hints: FormHints, texts: FormTexts): FormSchema {
  const properties: Record<string, RJSFSchema> = { ...((json.properties ?? {}) as Record<string, RJSFSchema>) };
  for (const name of Object.keys(hints.computed ?? {})) {
    properties[name] = { type: 'number', readOnly: true };
  }
  const names = Object.keys(properties);
  const lastGroup = hints.groups[hints.groups.length - 1] ?? 'other';
  const hintOf = (name: string): FormFieldHint => hints.fields[name] ?? hints.computed?.[name]?.hint ?? {};
  // Within a section, fields come in the order of their hints, then in the schema's order.
  const hinted = [...Object.keys(hints.fields), ...Object.keys(hints.computed ?? {})];
  const rank = (name: string) => (hinted.includes(name) ? hinted.indexOf(name) : hinted.length + names.indexOf(name));
  const groups = hints.groups
    .map((group) => ({
      name: group,
      fields: names.filter((n) => (hintOf(n).group ?? lastGroup) === group).sort((a, b) => rank(a) - rank(b)),
    }))
    .filter((g) => g.fields.length > 0);

  const uiSchema: UiSchema = { 'ui:order': groups.flatMap((g) => g.fields), 'ui:options': { groups } };
  for (const name of names) {
    const hint = hintOf(name);
    const title = typeof properties[name]?.title === 'string' ? properties[name].title : name;
    const field: UiSchema = { 'ui:title': hint.unit ? `${texts.label(name, title)} (${hint.unit})` : texts.label(name, title) };
    if (hint.widget === 'textarea') {
      field['ui:widget'] = 'textarea';
      // Its rows are fixed, so a plain textarea: MUI's own multiline input measures its height after every key press.
      field['ui:options'] = { rows: hint.rows ?? 4, mui: { slotProps: { input: { inputComponent: 'textarea' }, htmlInput: { type: undefined } } } };
    } else if (hint.widget) {
      field['ui:field'] = hint.widget;
    } else if (properties[name]?.type === 'number') {
      // Amounts and areas read and show Danish numbers (1.000.000, 125,5); whole numbers (years, seats) do not group.
      field['ui:field'] = DANISH_NUMBER_FIELD;
    }
    if (hints.computed?.[name]) field['ui:readonly'] = true;
    field['ui:width'] = hint.width ?? 'full';
    if (hint.help) field['ui:help'] = texts.help(name);
    uiSchema[name] = field;
  }
  // Remove the schema's own titles: the i18n label (ui:title) is what shows.
  const schemaOut: RJSFSchema = { ...json, properties };
  delete schemaOut.$schema;
  return { schema: schemaOut, uiSchema, groups };
}
