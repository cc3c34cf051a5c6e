/**
 * @rjsf/core 6.11's index re-exports its test registry, which imports @rjsf/validator-ajv8, a package
 * this app does not use: its forms validate with zod (zodValidator.ts). vite.config.ts points that
 * import here, so the AJV validator is neither installed nor bundled. Nothing calls it.
 */
const unused = (): never => {
  throw new Error('The AJV validator is not part of this app; SchemaForm validates with zod');
};

export default { validateFormData: unused, isValid: unused, rawValidation: unused };
