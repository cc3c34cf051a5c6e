export { SchemaForm, type FormData, type SchemaFormProps } from './SchemaForm';
export { toFormSchema, type FormSchema, type FormTexts } from './toFormSchema';
export { schemaFormValidator, zodFieldErrors, toErrorSchema, type FieldErrorMap } from './zodValidator';
export type { SchemaFormContext } from './templates';
