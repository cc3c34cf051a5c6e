import { Grid, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';

const Heading = ({ children }: { children: string }) => (
  <Grid size={12}>
    <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  </Grid>
);

/**
 * The company account's inputs, shared by create and update. Labels come from
 * resources.accounts.fields; the rules (and their Danish messages) from the form's zod schema.
 */
export const AccountFormFields = () => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Heading>{translate('resources.accounts.sections.company')}</Heading>
      <Grid size={12}>
        <TextInput source="name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="email" type="email" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="phoneNumber" type="tel" fullWidth helperText="resources.accounts.help.phoneNumber" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="website" type="url" fullWidth helperText="resources.accounts.help.website" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="organization" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="logoUrl" type="url" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" multiline minRows={3} fullWidth />
      </Grid>
      <Grid size={12}>
        <ArrayInput source="ccEmail" helperText="resources.accounts.help.ccEmail">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="" label="resources.accounts.fields.ccEmailItem" type="email" sx={{ minWidth: 320 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </Grid>

      <Heading>{translate('resources.accounts.sections.address')}</Heading>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="address.streetName" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="address.streetNumber" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextInput source="address.floor" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextInput source="address.door" fullWidth />
      </Grid>
      <Grid size={{ xs: 4, sm: 4 }}>
        <TextInput source="address.zipCode" fullWidth />
      </Grid>
      <Grid size={{ xs: 8, sm: 8 }}>
        <TextInput source="address.city" fullWidth />
      </Grid>
    </Grid>
  );
};
