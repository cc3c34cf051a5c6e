import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from 'i18n/index';
import { dataProvider } from 'src/providers/dataProvider';

/** The meta lists a listing form reads, as the API answers them. */
export const META = {
  subcategories: [
    { id: 1, listingType: 1, key: 'kontor', name: 'Kontor' },
    { id: 2, listingType: 1, key: 'butik', name: 'Butik' },
    { id: 11, listingType: 2, key: 'boligudlejning', name: 'Boligudlejning' },
  ],
  facilities: [{ id: 2, key: 'elevator', name: 'Elevator' }],
  'usage-proposals': [{ id: 1, key: 'kontor', name: 'Kontor' }],
  'energy-labels': [{ id: 4, code: 'B', name: 'Energimærke B' }],
} as const;

/** react-admin's contexts (i18n, data) around a form, with the meta lists in the data provider; its other calls go to fetch. */
export const FormContext = ({ children }: { children: ReactNode }) => (
  <AdminContext
    i18nProvider={i18nProvider}
    dataProvider={{
      ...dataProvider,
      getList: (resource: string) => {
        const data = (META as Record<string, readonly { id: number }[]>)[resource] ?? [];
        return Promise.resolve({ data: [...data], total: data.length }) as never;
      },
    }}
  >
    {children}
  </AdminContext>
);
