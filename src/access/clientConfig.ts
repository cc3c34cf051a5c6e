import { useEffect, useState } from 'react';
import type { ClientConfig } from 'schemas/config';
import { isObject } from 'schemas/isObject';
import { dataProvider } from '../providers/dataProvider';

/** Used until the server's answer is there, and when it cannot be had: the public site, every flag off. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  publicSiteUrl: 'https://www.ejendomsportal.dk',
  features: { offMarketCreate: false },
};

let cached: Promise<ClientConfig> | null = null;

/**
 * The server's answer (ClientConfigSchema) over the defaults: a flag it lacks, or gives as other than true, stays
 * off. Read without zod, which the first page would otherwise load and run before its content.
 */
function configFrom(answer: unknown): ClientConfig {
  if (!isObject(answer)) return DEFAULT_CLIENT_CONFIG;
  const features = isObject(answer.features) ? answer.features : {};
  const flags = Object.keys(DEFAULT_CLIENT_CONFIG.features) as (keyof ClientConfig['features'])[];
  return {
    publicSiteUrl: typeof answer.publicSiteUrl === 'string' ? answer.publicSiteUrl : DEFAULT_CLIENT_CONFIG.publicSiteUrl,
    features: Object.fromEntries(flags.map((flag) => [flag, features[flag] === true])) as ClientConfig['features'],
  };
}

/**
 * GET /api/v2/config, once per page load (a module-level cache, so the dataProvider itself rather than
 * its hook); a failure falls back to the defaults and is tried again next time.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  cached ??= dataProvider
    .clientConfig()
    .then(configFrom)
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
