import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Page } from '../layout/Page';

/**
 * A resource view in the shell's page frame: the app bar has no title slot, so the page carries its
 * own h1 (an i18n key).
 */
export const ResourcePage = ({ title, width = 'wide', children }: { title: string; width?: 'narrow' | 'wide' | 'full'; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Page title={translate(title)} width={width}>
      {children}
    </Page>
  );
};
