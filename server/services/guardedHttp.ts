import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Requests to addresses users give (listing images by URL, webhook endpoints): nothing outside the public internet
 * unless allowed, each hop's host looked up once and the connection pinned to the address that was checked, so a
 * DNS answer that changes between the check and the connection (rebinding) cannot lead it elsewhere.
 */

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, order: 'verbatim' })).map((a) => a.address);

/** A host refused (not public, or not found): the caller says so in its own words, never which it was. */
export class HostRefused extends Error {}

export interface HostRules {
  allowPrivateHosts: boolean;
  resolveHost: ResolveHost;
}

/** The address to connect to for a URL's host: every address the host has must be public. */
export async function checkedAddress(hostname: string, { allowPrivateHosts, resolveHost }: HostRules): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolveHost(host);
  } catch {
    throw new HostRefused('host not found');
  }
  const [first] = addresses;
  if (!first || (!allowPrivateHosts && !addresses.every(isPublicAddress))) throw new HostRefused('address not public');
  return first;
}

export interface PinnedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to `url`, connected to `address` (checked) instead of a second lookup; TLS still checks the name. */
export function pinnedRequest(
  url: URL,
  address: string,
  signal: AbortSignal,
  { method = 'GET', headers = {}, body }: PinnedRequest = {},
): Promise<IncomingMessage> {
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, agent: false, lookup: pinned, signal, headers }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Only the public internet: after unwrapping an IPv4-mapped IPv6 address, ipaddr.js's 'unicast' (none of
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved, or the IPv6 ranges that
 * carry an IPv4 address such as 6to4, Teredo and NAT64), and for IPv6 inside the global unicast block 2000::/3.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
