import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { at, meAnswer, serve } from '../details/business-details.test-kit';
import { CONSOLIDITY_ROWS } from './consolidity.fixtures';
import { ConsolidityView } from './consolidity-view';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = () => ({
  Me: meAnswer('RealstateAdmin'),
  Consolidity: () => ({ consolidity: CONSOLIDITY_ROWS }),
});

const rowNamed = async (origin: string) =>
  within((await screen.findByRole('cell', { name: origin })).closest('tr') ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ConsolidityView', () => {
  it('sends the period of the URL and shows each origin with its percentage', async () => {
    const server = serve(answer());
    at('/business?desde=2025-02-01&hasta=2025-02-28', <ConsolidityView />, '/business');
    expect(await rowNamed('Sitio web')).toEqual(['Sitio web', '412', '287', '699', '41,31 %']);
    expect(await rowNamed('Referido')).toEqual(['Referido', '61', '28', '89', '5,26 %']);
    expect(await rowNamed('Total')).toEqual(['Total', '1.103', '589', '1.692', '100,00 %']);
    expect(server.named('Consolidity').map((s) => s.variables)).toEqual([
      { date_ini: '2025-02-01', date_end: '2025-02-28' },
    ]);
  });

  it("defaults to the current month in Chile's time zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:00 of 28 February in Santiago, already March in UTC.
    vi.setSystemTime(new Date('2025-03-01T02:00:00.000Z'));
    const server = serve(answer());
    at('/business', <ConsolidityView />, '/business');
    await waitFor(() => expect(server.named('Consolidity')).toHaveLength(1));
    expect(server.named('Consolidity')[0]?.variables).toEqual({
      date_ini: '2025-02-01',
      date_end: '2025-02-28',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Desde').value).toBe('2025-02-01');
  });

  it('asks again with the new date and keeps both ends in the URL', async () => {
    const server = serve(answer());
    const location = at(
      '/business?desde=2025-02-01&hasta=2025-02-28',
      <ConsolidityView />,
      '/business',
    );
    await screen.findByRole('table', { name: 'Origen de los negocios' });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-01-15' } });
    await waitFor(() => expect(server.named('Consolidity')).toHaveLength(2));
    expect(server.named('Consolidity')[1]?.variables).toEqual({
      date_ini: '2025-01-15',
      date_end: '2025-02-28',
    });
    expect(location.history?.at(-1)).toBe('/business?desde=2025-01-15&hasta=2025-02-28');
  });

  it('does not ask for a reversed period and says why', async () => {
    const server = serve(answer());
    at('/business?desde=2025-03-10&hasta=2025-03-01', <ConsolidityView />, '/business');
    expect(
      await screen.findByText('La fecha final debe ser igual o posterior a la inicial.'),
    ).toBeTruthy();
    expect(server.named('Consolidity')).toHaveLength(0);
  });
});
