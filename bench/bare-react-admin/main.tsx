/**
 * The bare react-admin app npm run bench:web compares the product with: react-admin's defaults, the
 * ra-data-simple-rest data provider, one List of 25 rows and one Edit, and react-admin's login page in front of
 * them (its server checks the password; the session is a `token` cookie, as the product's).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, type AuthProvider, DataTable, DateField, DateInput, Edit, List, NumberInput, Resource, SimpleForm, TextInput } from 'react-admin';
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

const signedIn = () => document.cookie.split('; ').some((c) => c.startsWith('token='));
const authProvider: AuthProvider = {
  // The server checks the password and sets the cookie.
  login: async ({ username, password }: { username: string; password: string }) => {
    const res = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (!res.ok) throw new Error('Wrong user or password');
  },
  logout: () => {
    document.cookie = 'token=; path=/; max-age=0';
    return Promise.resolve();
  },
  checkAuth: () => (signedIn() ? Promise.resolve() : Promise.reject(new Error('signed out'))),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const root = document.getElementById('root');
if (!root) throw new Error('no #root in index.html');
createRoot(root).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider}>
      <Resource name="posts" list={PostList} edit={PostEdit} />
    </Admin>
  </StrictMode>,
);
