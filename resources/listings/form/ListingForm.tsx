import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { RegistryFieldsType } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { ListingTypeName } from 'schemas/enums';
import type { ImageContent } from 'schemas/listings/record';
import type { QualityFix } from 'schemas/listingQuality';
import { SchemaForm, type FormData, type SchemaFormProps } from 'src/forms';
import { useListingTexts } from '../useListingTexts';
import { AddressField } from './AddressField';
import { AdvertisedAddressField } from './AdvertisedAddressField';
import { ImagesField } from './ImagesField';
import { EnergyLabelsField, FacilitiesField, SubcategoryField, UsageProposalsField } from './MetaFields';
import { ListingPreviewButton } from '../preview/ListingPreviewButton';
import { createFormValues, LiveQualityPanel } from './LiveQualityPanel';
import { listingFormOf } from '../listingForms';

/** The custom fields the listing hints name (schemas/listings/common.ts). */
const FIELDS: RegistryFieldsType = {
  address: AddressField,
  advertisedAddress: AdvertisedAddressField,
  images: ImagesField,
  subcategory: SubcategoryField,
  facilities: FacilitiesField,
  usageProposals: UsageProposalsField,
  energyLabels: EnergyLabelsField,
};

export interface ListingFormProps {
  typeName: ListingTypeName;
  offMarket: boolean;
  accountId: number;
  initialData?: FormData;
  submitLabel: string;
  /** Where 'Annuller' leads. */
  cancelTo: string;
  onSubmit: SchemaFormProps['onSubmit'];
  /** 'Gem og aktivér': saves and activates in one step, where the listing's status allows it. */
  onSubmitAndActivate?: SchemaFormProps['onSubmit'];
  /** The advertising account, for the preview's contact. */
  accountName?: string;
  /** The saved images' widths, for the quality score. */
  imageWidths?: ReadonlyMap<string, number | null>;
  /** What the saved images show (a floor plan, text), for the cover rule and the quality score. */
  imageContents?: ReadonlyMap<string, ImageContent | undefined>;
  /** The saved listing's quality score and fixes, as the API answered them with the listing. */
  savedQuality?: { score: number | null; fixes: QualityFix[] } | undefined;
}

/** The form of one listing type and variant: its zod schema and hints, the listing fields. */
export const ListingForm = ({
  typeName,
  offMarket,
  accountId,
  initialData,
  submitLabel,
  cancelTo,
  onSubmit,
  onSubmitAndActivate,
  accountName,
  imageWidths,
  imageContents,
  savedQuality,
}: ListingFormProps) => {
  const translate = useTranslate();
  const texts = useListingTexts();
  const { schema, jsonSchema, hints } = listingFormOf(typeName, offMarket ? 'offMarket' : 'standard');
  // The images' widths: the saved ones', then each added one's as the server measured it.
  const [widths] = useState(() => new Map(imageWidths));
  const [contents] = useState(() => new Map(imageContents));
  const context = useMemo(
    () => ({
      typeName,
      offMarket,
      accountId,
      measured: ({ url, width, content }: { url: string; width: number; content?: ImageContent | undefined }) => {
        widths.set(url, width);
        contents.set(url, content);
      },
      contentOf: (url: string) => contents.get(url),
    }),
    [typeName, offMarket, accountId, widths, contents],
  );
  const [values] = useState(() => createFormValues(initialData ?? {}));
  return (
    <>
      {/* The quality score of what the form holds, as the user types. */}
      <LiveQualityPanel typeName={typeName} offMarket={offMarket} values={values} imageWidths={widths} imageContents={contents} saved={savedQuality} />
      <SchemaForm
        schema={schema}
        jsonSchema={jsonSchema()}
        hints={hints}
        texts={texts}
        initialData={initialData}
        onDataChange={values.set}
        onSubmit={onSubmit}
        submitLabel={submitLabel}
        fields={FIELDS}
        context={context}
        invalidMessage={translate('resources.listings.form.invalid')}
        secondarySubmit={onSubmitAndActivate && { label: translate('resources.listings.actions.save_activate'), onSubmit: onSubmitAndActivate }}
        actions={(currentData) => (
          <>
            <Button component={Link} to={cancelTo}>
              {translate('resources.listings.actions.cancel')}
            </Button>
            {/* The ad as the public would see it, from what the form holds now, before it is saved. */}
            <ListingPreviewButton typeName={typeName} values={currentData} accountName={accountName} unsaved />
          </>
        )}
      />
    </>
  );
};
