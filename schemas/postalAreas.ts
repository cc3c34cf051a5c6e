import { z } from 'zod';

/** A Danish postal code with its municipality and region (the postal_areas table). */
export const PostalAreaSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  municipalityCode: z.number().int(),
  municipalityName: z.string(),
  regionCode: z.number().int(),
  regionName: z.string(),
});
export type PostalArea = z.infer<typeof PostalAreaSchema>;

export const MunicipalitySchema = z.object({
  code: z.number().int(),
  name: z.string(),
  regionCode: z.number().int(),
  regionName: z.string(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;
