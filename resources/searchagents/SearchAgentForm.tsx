import { Divider, Typography } from '@mui/material';
import { AutocompleteArrayInput, BooleanInput, CheckboxGroupInput, RadioButtonGroupInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SEARCH_AGENT_INTERVALS, SearchAgentInputSchema } from 'schemas/searchAgents';
import { zodResolver } from 'src/forms/zodResolver';
import { DanishNumberInput } from 'src/forms/DanishTextInput';
import { LISTING_TYPE_CHOICES } from 'src/content/format';
import { useFacilities, useMunicipalities, usePostalAreas } from './lookups';

const resolver = zodResolver(SearchAgentInputSchema);

export const NEW_AGENT = {
  listingTypes: [],
  municipalityCodes: [],
  zipCodes: [],
  facilities: [],
  interval: 'daily',
  active: true,
};

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Divider flexItem sx={{ my: 1 }} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
    </>
  );
};

/**
 * The search agent's fields (create and edit alike), validated with the schema the server uses, so
 * the Danish messages on the fields are the server's.
 */
export const SearchAgentForm = () => {
  const translate = useTranslate();
  const municipalities = useMunicipalities();
  const postalAreas = usePostalAreas();
  const facilities = useFacilities();
  return (
    <SimpleForm resolver={resolver} noValidate sx={{ maxWidth: 760 }}>
      <TextInput source="name" fullWidth />
      <Section title="app.searchagents.section_what" />
      <CheckboxGroupInput source="listingTypes" choices={LISTING_TYPE_CHOICES} />
      <CheckboxGroupInput source="facilities" choices={facilities.data.map((f) => ({ id: f.key, name: f.name }))} translateChoice={false} />
      <Section title="app.searchagents.section_where" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.searchagents.areas_help')}
      </Typography>
      <AutocompleteArrayInput
        source="municipalityCodes"
        choices={municipalities.data.map((m) => ({ id: m.code, name: `${m.name} (${m.regionName})` }))}
        translateChoice={false}
        isPending={municipalities.isPending}
        fullWidth
      />
      <AutocompleteArrayInput
        source="zipCodes"
        choices={postalAreas.data.map((a) => ({ id: a.zipCode, name: `${a.zipCode} ${a.city}` }))}
        translateChoice={false}
        isPending={postalAreas.isPending}
        fullWidth
      />
      <Section title="app.searchagents.section_size" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.searchagents.price_help')}
      </Typography>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <DanishNumberInput source="floorAreaMin" />
        <DanishNumberInput source="floorAreaMax" />
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <DanishNumberInput source="priceMin" />
        <DanishNumberInput source="priceMax" />
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <DanishNumberInput source="rentMin" />
        <DanishNumberInput source="rentMax" />
      </div>
      <Section title="app.searchagents.section_mail" />
      <RadioButtonGroupInput source="interval" choices={SEARCH_AGENT_INTERVALS.map((id) => ({ id, name: `app.searchagents.interval.${id}` }))} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
};
