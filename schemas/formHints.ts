/**
 * Display hints for a schema-driven form, kept next to the zod schema they describe (docs/architecture.md:
 * data shape and display hints apart, both from schemas/). The form's JSON Schema comes from the zod
 * schema; these only say how to lay it out. A field without a hint still shows, in the last group.
 */
export interface FormFieldHint<Group extends string = string> {
  /** The section the field is shown in; without one, the form's last group. */
  group?: Group;
  /** A widget or custom field registered with the form, e.g. 'textarea', 'address', 'images'. */
  widget?: string;
  /** Rows of a textarea. */
  rows?: number;
  /** How much of the row the field takes; full by default. */
  width?: 'full' | 'half' | 'third';
  /** The field has a help text under `<resource>.help.<field>` in the i18n messages. */
  help?: boolean;
  /** A unit shown after the value: 'kr.', 'm²', '%'. */
  unit?: string;
}

/** A value the form shows but the user does not type: computed from the other fields. */
export type ComputedField<Data> = (data: Partial<Data>) => number | string | undefined;

export interface FormHints<Field extends string = string, Group extends string = string, Data = Record<string, unknown>> {
  /** The sections in their order; fields without a group go in the last one. */
  groups: readonly Group[];
  fields: Partial<Record<Field, FormFieldHint<Group>>>;
  /** Read-only fields computed from the others, shown in the form and on the show page. */
  computed?: Partial<Record<string, { hint: FormFieldHint<Group>; compute: ComputedField<Data> }>>;
}
