/**
 * The bare react-admin app npm run bench:web compares the product with: react-admin's defaults, the
 * ra-data-simple-rest data provider, one List of 25 rows and one Edit.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, DateInput, Edit, List, NumberInput, Resource, SimpleForm, TextInput } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const PostList = () => (
  <List perPage={25}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="address" />
      <DataTable.Col source="status" />
      <DataTable.NumberCol source="area" />
      <DataTable.NumberCol source="price" />
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" />
      </DataTable.Col>
    </DataTable>
  </List>
);

const PostEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="title" />
      <TextInput source="address" />
      <NumberInput source="area" />
      <NumberInput source="price" />
      <DateInput source="updated_at" />
      <TextInput source="body" multiline minRows={8} />
    </SimpleForm>
  </Edit>
);

const root = document.getElementById('root');
if (!root) throw new Error('no #root in index.html');
createRoot(root).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')}>
      <Resource name="posts" list={PostList} edit={PostEdit} />
    </Admin>
  </StrictMode>,
);
