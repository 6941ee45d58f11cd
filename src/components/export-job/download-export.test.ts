import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { connectNetworkSession } from '../../lib/network/network-session';
import { ExportDownloadError, downloadExport, linkPath } from './download-export';

const LINK = '/api/exports/9b2f3c1e/download?token=firma';
const NAME = 'Solicitud de Reservas 2025-03-14.xlsx';

const answer = (status: number, body: BodyInit) => new Response(body, { status });

let session: {
  getAccessToken: () => string | null;
  requestRefresh: Mock<(failedToken: string | null) => Promise<string>>;
  onForbidden: Mock<() => void>;
  onNotFound: Mock<() => void>;
};
let disconnect: () => void;
const fetchMock = vi.fn<typeof fetch>();
const clicks: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  session = {
    getAccessToken: () => 'access-1',
    requestRefresh: vi.fn((_failedToken: string | null) => Promise.resolve('access-2')),
    onForbidden: vi.fn<() => void>(),
    onNotFound: vi.fn<() => void>(),
  };
  disconnect = connectNetworkSession(session);
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = () => 'blob:planilla';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  disconnect();
  fetchMock.mockReset();
  clicks.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const authorizationOf = (call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');

describe('downloadExport', () => {
  it('GETs the signed link with the Authorization header and saves it under the job name', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'xlsx'));
    await downloadExport(LINK, NAME);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(LINK);
    expect(authorizationOf(0)).toBe('Bearer access-1');
    expect(clicks).toEqual([{ href: 'blob:planilla', download: NAME }]);
  });

  it('refreshes an expired access token once and tries again', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '')).mockResolvedValueOnce(answer(200, 'x'));
    await downloadExport(LINK, NAME);
    expect(session.requestRefresh).toHaveBeenCalledWith('access-1');
    expect(authorizationOf(1)).toBe('Bearer access-2');
    expect(clicks).toHaveLength(1);
  });

  it("reports an expired link (403) with the server's reason, without leaving for /error-403", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(403, JSON.stringify({ message: 'El enlace de descarga venció o no es tuyo.' })),
    );
    const failure = await downloadExport(LINK, NAME).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExportDownloadError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'El enlace de descarga venció o no es tuyo.',
    });
    expect(session.onForbidden).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });

  it('reads absolute links as paths of the API', () => {
    expect(linkPath(`https://api.subsidio.cl${LINK}`)).toBe(LINK);
    expect(linkPath(LINK)).toBe(LINK);
  });
});
