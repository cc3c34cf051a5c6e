import type { ListingGroup } from './listings/common';

/** How a key figure of the preview is written. */
export type FigureUnit = 'kroner' | 'area' | 'percent' | 'count' | 'year';

/** The pictures a type's card in the type chooser can carry (resources/listings/ListingTypeChooser.tsx). */
export type ListingTypeIcon = 'storefront' | 'trendingUp' | 'sell' | 'groups';

export interface Label {
  da: string;
  en: string;
}

/**
 * What the house knows about one listing type, apart from its zod fields (schemas/listings/<key>.ts,
 * joined in schemas/listings/registry.ts). The form, the API, the index, the CSV, the favourites, the
 * search agents, their mails and the statistics all read it through schemas/listingTypes.ts. It holds
 * no zod, so that the first page can name the types without loading the schemas.
 */
export interface ListingTypeDefinition<I extends number = number, K extends string = string, P extends string = string> {
  /** The number stored in listing_type and used in the API. Never reuse one. */
  id: I;
  /** The name in code and in the SPA's paths (/listings/<key>). */
  key: K;
  /** The account permission that lets an account advertise this type. */
  permission: P;
  icon: ListingTypeIcon;
  /** The type's name in the index, the chooser, the CSV, the favourites and the statistics. */
  name: Label;
  /** One line under the name in the type chooser. */
  description: Label;
  /**
   * The labels of the type's own fields: the form's, the index's and the preview's, and (the Danish one)
   * the title its schema gives the field, which its validation messages name.
   */
  labels: Record<string, Label>;
  /** The form section holding the type's own fields. */
  section: ListingGroup;
  /** Whether the type has an off-market variant. */
  offMarket: boolean;
  /**
   * The field shown, sorted and exported as the listing's price, and how an amount reads in the
   * favourites ('%{amount}' is the amount in Danish notation).
   */
  price: { field: string; da: string; en: string };
  /** The public site's key figures for the preview, the price first. */
  keyFigures: [field: string, unit: FigureUnit][];
  /**
   * Search agents: which of an agent's ranges the price must lie in ('rent': rentMin/Max, 'price':
   * priceMin/Max, null: none), and the type's name and price ('%{amount}' is e.g. '400.000 kr.') in their mails.
   */
  searchAgent: { priceRange: 'rent' | 'price' | null; mailName: string; mailPrice: string };
  /**
   * The market benchmark (the listing's statistics page): whether its price is compared per m² of floor area
   * (`perArea`) or as it stands, what that figure is called and its unit, and what its comparables are called
   * ('%{subcategory}' is the subcategory's name; Danish makes one word of it where `compound` is true).
   */
  benchmark: { perArea: boolean; measure: Label; unit: Label; comparables: Label & { compound: boolean } };
}

/**
 * Declares one listing type. Its id, key and permission keep their literal types for the registry; its
 * price is one of its labelled fields.
 */
export function defineListingType<const I extends number, const K extends string, const P extends string, const F extends string>(
  definition: Omit<ListingTypeDefinition<I, K, P>, 'labels' | 'price'> & {
    labels: Record<F, Label>;
    price: { field: NoInfer<F>; da: string; en: string };
  },
): Omit<ListingTypeDefinition<I, K, P>, 'labels'> & { labels: Record<F, Label> } {
  return definition;
}

/** The Danish labels of a type's fields, for its schema's titles. */
export function danishLabels<F extends string>(definition: { labels: Record<F, Label> }): Record<F, string> {
  return Object.fromEntries(Object.entries<Label>(definition.labels).map(([field, label]) => [field, label.da])) as Record<F, string>;
}
