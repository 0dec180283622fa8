/**
 * The inbox's calls to its API, addresses relative to the page (`/`, `/inbox/` or `/admin/`): with the token as a Bearer
 * header where `npm run inbox` gave one, or with the session's cookie in the owner's app on a deployment (`/admin/`).
 */
import type {
  ApiError,
  DailyStatistics,
  ErasureResult,
  FirstAnswerReport,
  InboxLead,
  LeadPage,
  LeadSummary,
  Statistics,
  StatsPeriod,
} from '../api-types.ts';
import { takeTokenFromAddress } from '../../admin-shell/client/address-token.ts';
import { copy } from './copy.ts';

const TOKEN_KEY = 'inbox-token';

/** The token comes in the address printed by `npm run inbox`; it is kept for this tab only, out of the address bar. */
export function takeToken(): string | undefined {
  const fromAddress = takeTokenFromAddress();
  if (fromAddress === undefined) return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  sessionStorage.setItem(TOKEN_KEY, fromAddress);
  return fromAddress;
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

/** How the page was opened: with the token of `npm run inbox`, or behind the login of the owner's app (inbox/admin.ts). */
export type InboxAccess = { kind: 'token'; token: string } | { kind: 'session' };

/** The owner's app marks its page (inbox/admin.ts); the local inbox's page carries no mark. */
export function openedBehindLogin(): boolean {
  return document.querySelector('meta[name="inbox-auth"][content="session"]') !== null;
}

async function request(access: InboxAccess, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`api/${path}`, {
    ...init,
    headers: {
      ...(access.kind === 'token' ? { Authorization: `Bearer ${access.token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  if (response.ok) return response;
  // The session ended (expired, or signed out in another tab): back to the login page.
  if (response.status === 401 && access.kind === 'session') window.location.assign('login');
  const body: unknown = await response.json().catch(() => undefined);
  throw new ApiRequestError(response.status, isApiError(body) ? body.message : copy.errors.generic);
}

export interface LeadListQuery {
  q: string;
  type: string;
  status: string;
  /** yyyy-mm-dd, a day of the owner's calendar; empty for none. */
  from: string;
  to: string;
}

/** The filters as query parameters; days become instants of the owner's own time zone, `to` included whole. */
export function filterParameters({ q, type, status, from, to }: LeadListQuery): URLSearchParams {
  const parameters = new URLSearchParams({ status });
  if (q.trim() !== '') parameters.set('q', q.trim());
  if (type !== '') parameters.set('type', type);
  if (from !== '') parameters.set('since', new Date(`${from}T00:00:00`).toISOString());
  if (to !== '') {
    const end = new Date(`${to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    parameters.set('until', end.toISOString());
  }
  return parameters;
}

export function createApiClient(access: InboxAccess) {
  return {
    async listLeads(query: LeadListQuery, page: number): Promise<LeadPage> {
      const parameters = filterParameters(query);
      parameters.set('page', String(page));
      return (await request(access, `leads?${parameters}`)).json();
    },
    async getLead(id: string): Promise<InboxLead> {
      return (await request(access, `leads/${encodeURIComponent(id)}`)).json();
    },
    async updateLead(id: string, change: { status?: string; note?: string }): Promise<InboxLead> {
      return (await request(access, `leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(change) })).json();
    },
    /** The reply link was pressed: recorded as the first answer; `keepalive`, so the mail program opening cannot cut it off. */
    async recordReply(id: string): Promise<void> {
      await request(access, `leads/${encodeURIComponent(id)}/reply`, { method: 'POST', keepalive: true });
    },
    async firstAnswer(): Promise<FirstAnswerReport> {
      return (await request(access, 'first-answer')).json();
    },
    async exportLeads(query: LeadListQuery, format: 'csv' | 'json'): Promise<void> {
      const parameters = filterParameters(query);
      parameters.set('format', format);
      await download(await request(access, `export?${parameters}`));
    },
    async exportPerson(email: string): Promise<void> {
      await download(await request(access, `person?${new URLSearchParams({ email })}`));
    },
    /** The figures at a glance; "today" begins at the owner's own midnight. */
    async summary(): Promise<LeadSummary> {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      return (await request(access, `summary?${new URLSearchParams({ today: midnight.toISOString() })}`)).json();
    },
    async statistics(days: StatsPeriod): Promise<Statistics> {
      return (await request(access, `stats?days=${days}`)).json();
    },
    async dailyVisits(days: StatsPeriod): Promise<DailyStatistics> {
      return (await request(access, `stats/daily?days=${days}`)).json();
    },
    async erasePerson(email: string): Promise<ErasureResult> {
      return (await request(access, 'erasures', { method: 'POST', body: JSON.stringify({ email }) })).json();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Saves an answer as the file its Content-Disposition names. */
async function download(response: Response): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'richieste';
  saveFile(await response.blob(), name);
}

/** Hands a file the page made to the browser's downloads. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
