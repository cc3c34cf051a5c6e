import { Box, Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { useMemberDataProvider } from '../providers/dataProvider';
import { LoadError } from '../layout/LoadError';
import { Page } from '../layout/Page';
import { NotFoundPage } from '../pages/NotFoundPage';
import { findCmsEntry, useCmsPages } from './cmsPages';
import { SafeHtml } from './sanitize';

const PageAnswer = z.object({ id: z.number(), path: z.string(), title: z.string(), content: z.string() });

/** Content that opens with its own title as a heading: the page shows the title already. */
export function withoutLeadingTitle(html: string, title: string): string {
  const match = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return html;
  const text = (match[1] ?? '').replace(/<[^>]*>/g, '').trim();
  return text === title.trim() ? html.slice(match[0].length) : html;
}

/** The route of every CMS page (/member_cms-pages/...): its title and its sanitised content. */
export const CmsPageView = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { entries, isPending } = useCmsPages();
  const entry = findCmsEntry(entries, pathname);
  const dataProvider = useMemberDataProvider();
  const page = useQuery({
    queryKey: ['cms', 'render', pathname],
    queryFn: async ({ signal }) => PageAnswer.parse(await dataProvider.renderCmsPage(pathname, signal)),
    enabled: entry !== undefined,
    retry: false,
  });
  if (isPending) return <Loading loadingPrimary="app.cms.loading" loadingSecondary="" />;
  if (!entry) return <NotFoundPage />;
  return (
    <Page title={page.data?.title ?? entry.title} width="narrow">
      <Card variant="outlined">
        <CardContent>
          {page.isPending && <Loading loadingPrimary="app.cms.loading" loadingSecondary="" />}
          {page.isError && <LoadError title={translate('app.cms.failed')} error={page.error} onRetry={() => void page.refetch()} />}
          {page.data && (
            <Box
              component="article"
              sx={{ '& table': { borderCollapse: 'collapse' }, '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' } }}
            >
              <SafeHtml html={withoutLeadingTitle(page.data.content, page.data.title)} />
            </Box>
          )}
        </CardContent>
      </Card>
    </Page>
  );
};
