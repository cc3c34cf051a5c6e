import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, HttpError, useListContext, type DataProvider } from 'react-admin';
import { i18nProvider } from 'i18n/index';
import { memberTheme } from 'src/layout/theme';
import { PlainList } from 'src/layout/PlainList';
import { createQueryClient } from 'src/providers/queryClient';

interface Row {
  id: number;
  title: string;
}

const Rows = () => {
  const { data = [] } = useListContext<Row>();
  return data.length > 0 ? (
    <ul>
      {data.map((row) => (
        <li key={row.id}>{row.title}</li>
      ))}
    </ul>
  ) : (
    <p>Ingen rækker passer</p>
  );
};

function renderList(getList: DataProvider['getList'], filterDefaultValues?: Record<string, unknown>) {
  const dataProvider = { getList } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={memberTheme} queryClient={createQueryClient()}>
      <PlainList<Row> resource="listings" actions={<button type="button">Eksportér</button>} filterDefaultValues={filterDefaultValues} disableSyncWithLocation>
        <Rows />
      </PlainList>
    </AdminContext>,
  );
}

// The listing index's list: what react-admin's ListView shows in each case, laid out by plain elements.
describe('a list laid out by plain elements', () => {
  it('shows its buttons, its rows and the bar of pages', async () => {
    renderList(() => Promise.resolve({ data: [{ id: 1, title: 'Kontor i Aarhus' }], total: 1 }) as never);
    expect(await screen.findByText('Kontor i Aarhus')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eksportér' })).toBeVisible();
    expect(screen.getByText('1-1 af 1')).toBeVisible();
  });

  it('shows the empty page where nothing is filtered and there is nothing', async () => {
    renderList(() => Promise.resolve({ data: [], total: 0 }));
    expect(await screen.findByText(/^Ingen annoncer endnu/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eksportér' })).toBeNull();
  });

  it('shows its own text where a filter finds nothing', async () => {
    renderList(() => Promise.resolve({ data: [], total: 0 }), { accountId: 7 });
    expect(await screen.findByText('Ingen rækker passer')).toBeVisible();
    expect(screen.queryByText(/^Ingen annoncer endnu/)).toBeNull();
  });

  it('shows a failed load as such, with the reason, in place of the rows and the pages', async () => {
    renderList(() => Promise.reject(new HttpError('Adgang nægtet', 403)));
    expect(await screen.findByText('Annoncer kunne ikke hentes')).toBeVisible();
    expect(screen.getByText('Adgang nægtet')).toBeVisible();
    expect(screen.queryByText('Ingen rækker passer')).toBeNull();
    expect(screen.queryByText(/ af /)).toBeNull();
  });
});
