import { z } from 'zod';
import { emptyToUndefined, messages, optionalText, text } from '../fields';

/** DAR (Danmarks Adresseregister) identifies every address by a UUID. */
export const DAR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One address of the register, as GET /api/v2/addresses answers it. */
export const RegisterAddressSchema = z.object({
  id: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** 'Strandgade 12, 1. th, 1401 København K' */
  text: z.string(),
});
export type RegisterAddress = z.infer<typeof RegisterAddressSchema>;

const label = 'Adresse';

/**
 * The listing's official address: one picked from the address register. The server checks the id
 * against the register and takes the other parts from there, so they cannot drift from it.
 */
export const ListingAddressSchema = z
  .object(
    {
      id: z.string({ error: messages.required(label) }).regex(DAR_ID_PATTERN, messages.invalid(label)),
      streetName: z.string({ error: messages.invalid(label) }),
      streetNumber: z.string({ error: messages.invalid(label) }),
      floor: z.preprocess(emptyToUndefined, z.string().optional()),
      door: z.preprocess(emptyToUndefined, z.string().optional()),
      zipCode: z.string({ error: messages.invalid(label) }),
      city: z.string({ error: messages.invalid(label) }),
      // The register's coordinates replace these; a client may send them back as it read them.
      latitude: z
        .number({ error: messages.invalid(label) })
        .min(-90, messages.invalid(label))
        .max(90, messages.invalid(label))
        .optional(),
      longitude: z
        .number({ error: messages.invalid(label) })
        .min(-180, messages.invalid(label))
        .max(180, messages.invalid(label))
        .optional(),
    },
    { error: (issue) => (issue.input === undefined || issue.input === null ? messages.required(label) : messages.invalid(label)) },
  )
  .meta({ title: label });
export type ListingAddress = z.infer<typeof ListingAddressSchema>;

/**
 * SPEC 5: when the property is not in the register, the listing uses the nearest official address
 * and may show another: street name and number, an optional floor, and no zip code or city.
 */
export const AdvertisedAddressSchema = z
  .object({
    streetName: text('Annonceret vejnavn', { max: 100 }),
    streetNumber: text('Annonceret husnummer', { max: 10 }),
    floor: optionalText('Annonceret etage', { max: 10 }),
  })
  .meta({ title: 'Annonceret adresse' });
export type AdvertisedAddress = z.infer<typeof AdvertisedAddressSchema>;

/** 'Strandgade 12, 1. th, 1401 København K'; the ground floor is 'st.'. */
export function formatAddress(a: {
  streetName: string;
  streetNumber: string;
  floor?: string | null;
  door?: string | null;
  zipCode?: string | null;
  city?: string | null;
}): string {
  const floor = a.floor ? (a.floor === 'st' ? 'st.' : /^\d+$/.test(a.floor) ? `${a.floor}.` : a.floor) : '';
  const unit = [floor, a.door ?? ''].filter(Boolean).join(' ');
  const place = [a.zipCode ?? '', a.city ?? ''].filter(Boolean).join(' ');
  return [`${a.streetName} ${a.streetNumber}`, unit, place].filter(Boolean).join(', ');
}
