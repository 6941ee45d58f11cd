import { composeStories } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import { ROLES } from '../../shared/access/roles';
import { DASHBOARD_CHARTS, type DashboardParams } from '../../shared/dashboard';
import * as stories from './dashboard-board.stories';
import { dashboardChartQuery } from './dashboard-chart-query';
import { mayPrefetchDashboard, prefetchDashboard } from './dashboard-prefetch';
import { FIXTURE_TODAY } from './dashboard.fixtures';
import { createFake, lastFake } from './dashboard.story-kit';

const { Admin } = composeStories(stories);

const byChart = (requests: { chart: string; params: DashboardParams }[]) =>
  Object.fromEntries(requests.map((r) => [r.chart, r.params]));

describe('prefetchDashboard', () => {
  it('asks each chart exactly what the board asks, under the key the board reads', async () => {
    renderStory(<Admin />);
    await screen.findAllByText('Edificio Mirador del Biobío', { selector: 'td' });
    const board = byChart(lastFake().requests);

    const fake = createFake('data');
    const client = new QueryClient();
    await prefetchDashboard(client, {
      url: {},
      role: 'Admin',
      today: FIXTURE_TODAY,
      environment: fake.environment,
    });
    expect(byChart(fake.requests)).toEqual(board);
    for (const chart of DASHBOARD_CHARTS) {
      const key = dashboardChartQuery(fake.environment, chart, board[chart]!).queryKey;
      expect(client.getQueryState(key)?.status).toBe('success');
    }
    expect(client.getQueryCache().getAll()).toHaveLength(DASHBOARD_CHARTS.length);
  });

  it('reads the filters of the URL, without the agency for a scoped role', async () => {
    const fake = createFake('data');
    await prefetchDashboard(new QueryClient(), {
      url: { periodo: 'mes', proyecto: '5', agencia: '1' },
      role: 'RealstateAdmin',
      today: FIXTURE_TODAY,
      environment: fake.environment,
    });
    expect(fake.requests).toHaveLength(DASHBOARD_CHARTS.length);
    for (const { params } of fake.requests) {
      expect(params).toEqual({
        project_id: 5,
        real_state_agency_id: null,
        date_init: '2025-03-01',
        date_finish: FIXTURE_TODAY,
        type: null,
      });
    }
  });

  it('leaves no failed entry behind for the charts to show', async () => {
    const fake = createFake('error');
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    await prefetchDashboard(client, {
      url: {},
      role: 'Admin',
      today: FIXTURE_TODAY,
      environment: fake.environment,
    });
    // Asked (once more after the failure: retry 1), then dropped.
    expect(fake.requests).toHaveLength(DASHBOARD_CHARTS.length * 2);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('mayPrefetchDashboard', () => {
  it('asks early for every role that may call the dashboard, and only for those', () => {
    expect(ROLES.filter(mayPrefetchDashboard)).toEqual(
      ROLES.filter((role) => role !== 'PreapprovalUser'),
    );
  });

  it('waits for the profile when no role is known', () => {
    expect(mayPrefetchDashboard(null)).toBe(false);
  });
});
