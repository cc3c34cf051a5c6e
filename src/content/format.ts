import { LISTING_TYPES } from 'schemas/enums';

/** The listing types as choices, labelled from i18n (app.searchagents.listing_type.<id>). */
export const LISTING_TYPE_CHOICES = Object.values(LISTING_TYPES).map((id) => ({ id, name: `app.searchagents.listing_type.${id}` }));
