import { z } from 'zod';
import { ListingStatusCode, ListingTypeCode } from './codes';
import { MAX_ID } from './fields';

/** POST /favorites: the public site marks a listing as a favourite. */
export const FavoriteCreateSchema = z.object({
  listingId: z
    .number({ error: (issue) => (issue.input === undefined ? 'Annonce er krævet' : 'Annonce skal være korrekt') })
    .int('Annonce skal være korrekt')
    .positive('Annonce skal være korrekt')
    .max(MAX_ID, 'Annonce skal være korrekt'),
});

/** A favourite as the favourites page shows it; its id is the listing's id (one favourite per listing). */
export const FavoriteSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  listingType: ListingTypeCode,
  status: ListingStatusCode,
  title: z.string(),
  addressText: z.string(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  floorArea: z.number().nullable(),
  /** Yearly rent for rental, sales price for sales and investment, the lowest seat price for office space. */
  price: z.number().nullable(),
  /** True while the listing is active and public; a favourite stays when the listing closes. */
  available: z.boolean(),
  publicUrl: z.string(),
  /** When the user marked it. */
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;
