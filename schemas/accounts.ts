import { z } from 'zod';
import { ACCOUNT_TYPE_MEANING, AccountTypeCode, ROLE_MEANING, RoleCode } from './codes';
import { ACCOUNT_TYPE_IDS, ACCOUNT_TYPES, PERMISSIONS, ROLE_IDS, type AccountType, type Permission, type Role } from './enums';
import { LISTING_TYPE_PERMISSIONS } from './listingTypes';
import { email, optionalPhone, optionalText, optionalUrl, text, zipCode, messages, MAX_ID } from './fields';

export const AccountAddressSchema = z.object({
  streetName: text('Vejnavn', { max: 100 }),
  streetNumber: text('Husnummer', { max: 10 }),
  floor: optionalText('Etage', { max: 10 }),
  door: optionalText('Dør/side', { max: 10 }),
  zipCode: zipCode('Postnummer'),
  city: text('By', { max: 60 }),
});

export const PermissionMapSchema = z.object(Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<Permission, z.ZodBoolean>);

const accountTypeSchema = z
  .number({ error: messages.required('Kontotype') })
  .refine((v): v is AccountType => (ACCOUNT_TYPE_IDS as number[]).includes(v), messages.invalid('Kontotype'))
  .meta(ACCOUNT_TYPE_MEANING);

const roleSchema = z
  .number({ error: messages.required('Rolle') })
  .refine((v): v is Role => (ROLE_IDS as number[]).includes(v), messages.invalid('Rolle'))
  .meta(ROLE_MEANING);

/** What an account administrator may edit on the company account (SPEC 3). */
export const AccountUpdateSchema = z.object({
  name: text('Firmanavn', { min: 2, max: 120 }),
  email: email('E-mail'),
  ccEmail: z.array(email('Sekundær e-mail')).max(10, messages.maxLength('Sekundære e-mails', 10)).default([]),
  website: optionalUrl('Hjemmeside', 300),
  phoneNumber: optionalPhone('Telefonnummer'),
  description: optionalText('Beskrivelse', { max: 2000 }),
  address: AccountAddressSchema,
  logoUrl: optionalUrl('Logo', 500),
  organization: optionalText('Organisation', { max: 120 }),
});
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

export const AccountCreateSchema = AccountUpdateSchema.extend({
  accountType: accountTypeSchema,
  billingId: optionalText('Fakturanummer', { max: 20 }),
});
export type AccountCreate = z.infer<typeof AccountCreateSchema>;

/**
 * The account type a newcomer creates at /account/create: a landlord advertising their own premises. The
 * other types (brokers, premium advertisers, statistics customers, municipalities) come with an agreement,
 * so staff create them or change a type, and set the billing id and the permissions.
 */
export const SELF_SERVICE_ACCOUNT_TYPE: AccountType = ACCOUNT_TYPES.LightAdvertiser;

/** Why another type is refused to a non-staff user. */
export const SELF_SERVICE_TYPE_MESSAGE =
  'Kontotype: som ny annoncør kan du oprette en konto som Light-annoncør. Andre kontotyper opretter vi, når du har en aftale med os.';

/** PUT /accounts/{id}/settings (staff only): the account's type, billing id and permissions. */
export const AccountSettingsSchema = z.object({
  accountType: accountTypeSchema,
  billingId: optionalText('Fakturanummer', { max: 20 }),
  permissions: PermissionMapSchema,
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const AccountSchema = z.object({
  id: z.number().int(),
  accountType: AccountTypeCode,
  name: z.string(),
  email: z.string(),
  ccEmail: z.array(z.string()),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  description: z.string().nullable(),
  address: z.object({
    streetName: z.string(),
    streetNumber: z.string(),
    floor: z.string().nullable(),
    door: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
  }),
  logoUrl: z.string().nullable(),
  organization: z.string().nullable(),
  listingSupplier: z.string().nullable(),
  billingId: z.string().nullable(),
  permissions: PermissionMapSchema,
  userRoles: z.array(RoleCode),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** One row of GET /property/accounts/associations: the account with the caller's merged roles. */
export const AccountAssociationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountType: AccountTypeCode,
  billingId: z.string().nullable(),
  permissions: PermissionMapSchema,
  userRoles: z.array(RoleCode),
});
export type AccountAssociation = z.infer<typeof AccountAssociationSchema>;

export const AccountUserSchema = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.number().int()),
  /** Not yet registered in the auth service (never logged in / set a password). */
  unregistered: z.boolean(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const AccountUserAddSchema = z.object({
  accountRole: roleSchema,
  userID: z
    .number({ error: messages.required('Bruger') })
    .int(messages.invalid('Bruger'))
    .positive(messages.invalid('Bruger'))
    .max(MAX_ID, messages.invalid('Bruger')),
});
export type AccountUserAdd = z.infer<typeof AccountUserAddSchema>;

/** PUT /accounts/{id}/users/{userId}: the complete set of roles the user holds in the account. */
export const AccountUserRolesSchema = z.object({
  roles: z
    .array(roleSchema, { error: messages.required('Roller') })
    .min(1, messages.required('Roller'))
    .refine((roles) => new Set(roles).size === roles.length, messages.invalid('Roller')),
});

/** The account page's 'add user' form: who (by e-mail) and with which role. */
export const AccountUserInviteSchema = z.object({
  email: email('E-mail'),
  accountRole: roleSchema,
});
export type AccountUserInvite = z.infer<typeof AccountUserInviteSchema>;

/**
 * What a new self-service account may do from the start. Statistics (account and market) are paid
 * extras that staff switch on, so no type starts with them; every new account may edit itself. Brokers
 * and premium advertisers may advertise every listing type.
 */
export const NEW_ACCOUNT_PERMISSIONS: Record<AccountType, readonly Permission[]> = {
  1: [...LISTING_TYPE_PERMISSIONS, 'accountSettings'],
  2: ['rentalListing', 'accountSettings'],
  3: [...LISTING_TYPE_PERMISSIONS, 'accountSettings'],
  4: ['accountSettings'],
  5: ['rentalListing', 'salesListing', 'accountSettings'],
};
