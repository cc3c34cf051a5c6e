export { SchemaForm, type FormData, type SchemaFormProps } from './SchemaForm';
export { toFormSchema, type FormSchema, type FormTexts } from './toFormSchema';
export { zodValidator, zodFieldErrors, toErrorSchema, type FieldErrorMap } from './zodValidator';
export type { SchemaFormContext } from './templates';
