import { useEffect, useState } from 'react';
import { ClientConfigSchema, type ClientConfig } from 'schemas/config';
import { dataProvider } from '../providers/dataProvider';

/** Used until the server's answer is there, and when it cannot be had: the public site, every flag off. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  publicSiteUrl: 'https://www.ejendomsportal.dk',
  features: { offMarketCreate: false },
};

let cached: Promise<ClientConfig> | null = null;

/**
 * GET /api/v2/config, once per page load (a module-level cache, so the dataProvider itself rather than
 * its hook); a failure falls back to the defaults and is tried again next time.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  cached ??= dataProvider
    .clientConfig()
    .then((json) => ClientConfigSchema.parse(json))
    .catch(() => {
      cached = null;
      return DEFAULT_CLIENT_CONFIG;
    });
  return cached;
}

/** For tests: forget the loaded configuration. */
export function forgetClientConfig(): void {
  cached = null;
}

export function useClientConfig(enabled: boolean): { config: ClientConfig; loaded: boolean } {
  const [state, setState] = useState<{ config: ClientConfig; loaded: boolean }>({ config: DEFAULT_CLIENT_CONFIG, loaded: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadClientConfig().then((config) => {
      if (live) setState({ config, loaded: true });
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
