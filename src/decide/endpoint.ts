// Where a remote decider sends requests: the base URL and key checked once, before any call.
import { DecisionError } from '../core/decision/systemone.js';

/** A checked endpoint: the base URL without a trailing slash and the headers every call carries. */
export interface Endpoint {
  base: string;
  headers: Record<string, string>;
}

const WHERE =
  'set TYPESAFE_BASE_URL and TYPESAFE_API_KEY (or JEV_API_KEY) in the environment or in .env.local';

/** Checks the base URL and key; never echoes either. Loopback servers may go without a key and over plain http. */
export function resolveEndpoint(baseUrl: string, apiKey: string | undefined): Endpoint | DecisionError {
  const unavailable = (problem: string) => new DecisionError('jev_unavailable', `${problem}: ${WHERE}`);
  if (!URL.canParse(baseUrl)) return unavailable('the Jev base URL is not a valid URL');
  const url = new URL(baseUrl);
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return unavailable('the Jev base URL must not carry credentials, a query or a fragment');
  const loopback = isLoopback(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return unavailable('the Jev base URL must use https (plain http only for a loopback server)');
  const headers: Record<string, string> = { accept: 'application/json' };
  const key = apiKey?.trim() ?? '';
  if (key === '' && !loopback) return unavailable('no Jev API key is configured');
  if (key !== '' && !/^[\x21-\x7e]+$/.test(key)) return unavailable('the Jev API key is malformed');
  if (key !== '') headers.authorization = `Bearer ${key}`;
  return { base: url.origin + url.pathname.replace(/\/+$/, ''), headers };
}

/** True for localhost, 127.0.0.0/8 and ::1 (hostnames as the URL parser normalises them). */
export function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
