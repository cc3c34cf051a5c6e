import { Alert, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import SellIcon from '@mui/icons-material/Sell';
import GroupsIcon from '@mui/icons-material/Groups';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LISTING_TYPE_NAMES, LISTING_TYPE_PERMISSION, LISTING_TYPES, type ListingTypeName } from 'schemas/enums';
import type { AccountAssociation } from 'schemas/accounts';
import { listingTypeHasOffMarket } from 'schemas/listings';
import { listingType, type ListingTypeIcon } from 'schemas/listingTypes';
import { useAccess } from 'src/access';
import { createPath } from './typePaths';

const ICONS: Record<ListingTypeIcon, typeof StorefrontIcon> = {
  storefront: StorefrontIcon,
  trendingUp: TrendingUpIcon,
  sell: SellIcon,
  groups: GroupsIcon,
};

/** The listing types the account may create in (its permissions), off-market only where the type has it. */
function creatableTypes(account: Pick<AccountAssociation, 'permissions'> | null, offMarket: boolean): ListingTypeName[] {
  if (!account) return [];
  return LISTING_TYPE_NAMES.filter((f) => account.permissions[LISTING_TYPE_PERMISSION[f]] && (!offMarket || listingTypeHasOffMarket(f)));
}

/** SPEC 2: /listings/create (and /offmarket/create) — the types the active account may create. */
export const ListingTypeChooser = ({ offMarket = false }: { offMarket?: boolean }) => {
  const translate = useTranslate();
  const { activeAccount } = useAccess();
  const typeNames = creatableTypes(activeAccount, offMarket);
  const title = translate(offMarket ? 'resources.listings.create.title_offmarket' : 'resources.listings.create.title');
  return (
    <Box sx={{ mt: 2, px: { xs: 1, md: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(offMarket ? 'resources.listings.create.choose_offmarket' : 'resources.listings.create.choose')}
      </Typography>
      {typeNames.length === 0 && <Alert severity="info">{translate('resources.listings.create.none')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {typeNames.map((typeName) => {
          const Icon = ICONS[listingType(typeName).icon];
          const id = LISTING_TYPES[typeName];
          return (
            <Card key={typeName} variant="outlined">
              <CardActionArea component={Link} to={createPath(typeName, offMarket)} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Box>
                    <Typography variant="h6" component="h2">
                      {translate(`resources.listings.type.${id}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`resources.listings.type_description.${id}`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
};

export const OffMarketTypeChooser = () => <ListingTypeChooser offMarket />;
