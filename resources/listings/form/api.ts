import type { RegisterAddress } from 'schemas/listings';
import { ADDRESS_LOOKUP } from 'schemas/listings';
import { currentApiBase } from 'src/providers/apiBase';
import { httpClient } from 'src/providers/httpClient';
import { readToken } from 'src/providers/authCookie';
import { actingHeaders } from 'src/access/activeAccount';
import { normaliseError } from 'src/providers/errors';
import { parseJson } from 'src/providers/httpClient';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export async function searchAddresses(q: string, signal?: AbortSignal): Promise<RegisterAddress[]> {
  const params = new URLSearchParams({ q, limit: String(ADDRESS_LOOKUP.maxResults) });
  const { json } = await httpClient(`${currentApiBase().api}/addresses?${params}`, signal ? { signal } : {});
  return (json as { addresses: RegisterAddress[] }).addresses;
}

/** An error the user can read: the server's Danish message for the picture. */
export class ImageError extends Error {}

/** Sends the file itself as the body; the server reads its type and size from the bytes. */
export async function uploadImage(file: File, accountId: number): Promise<UploadedImage> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' };
  if (token) Object.assign(headers, { Authorization: `Bearer ${token}` }, actingHeaders(token));
  let response: Response;
  try {
    response = await fetch(`${currentApiBase().api}/images?accountId=${accountId}`, { method: 'POST', headers, body: file });
  } catch (cause) {
    throw new ImageError(normaliseError({ cause }).message);
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw new ImageError(normaliseError({ status: response.status, body }).message);
  return (body as { image: UploadedImage }).image;
}

export async function checkImageUrl(url: string, accountId: number): Promise<UploadedImage> {
  try {
    const { json } = await httpClient(`${currentApiBase().api}/images/url`, { method: 'POST', body: { accountId, url } });
    return (json as { image: UploadedImage }).image;
  } catch (error) {
    throw new ImageError(error instanceof Error ? error.message : String(error));
  }
}
