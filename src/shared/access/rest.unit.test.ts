import { describe, expect, it } from 'vitest';
import { canCallRest, matchRestRule, restPolicy } from './rest';
import { subject } from './test-subjects';

describe('restPolicy', () => {
  it('holds the endpoints of spec §7 with the 8 dashboard charts', () => {
    const dashboard = restPolicy.filter((rule) => rule.path.startsWith('/api/dashboard/'));
    expect(dashboard).toHaveLength(8);
    expect(dashboard.every((rule) => rule.method === 'POST' && rule.scope === 'agency')).toBe(true);
    expect(matchRestRule('get', '/api/excelUsers')?.rule.access).toEqual([
      'Admin',
      'RealstateAdmin',
      'RealstateVendor',
    ]);
  });

  it('marks implemented exactly the endpoints whose issues have landed', () => {
    const implemented = restPolicy.filter((rule) => rule.implemented).map((rule) => rule.path);
    expect(implemented).toEqual([
      '/oauth/token',
      '/logout',
      '/api/public/passwordForgetUser',
      '/api/public/passwordForgetChangeUser',
      '/api/excelUsers',
      '/api/excelDemoProperties',
      '/api/excelProjects',
      '/api/excelProperties',
      '/api/excelWarehousesOrParkingLots',
      '/api/dashboard/contactsByProject',
      '/api/dashboard/contactsByDate',
      '/api/dashboard/quotationsByProject',
      '/api/dashboard/quotationsByDate',
      '/api/dashboard/promiseRequestByDate',
      '/api/dashboard/bookingRequestByDate',
      '/api/dashboard/businessByDate',
      '/api/dashboard/salesFunnelByProject',
      '/api/exports/:id/download',
      '/api/preapprovals/:id/document',
      '/api/payments/flow/confirmation',
    ]);
  });

  it('matches method and path, reading parameters', () => {
    expect(matchRestRule('GET', '/oauth/token')).toBeNull();
    expect(matchRestRule('GET', '/api/exports/91/download')?.params).toEqual({ id: '91' });
    expect(matchRestRule('POST', '/api/excelProjects')).toBeNull();
  });

  it('applies access: public, authenticated, roles', () => {
    const rule = (method: string, path: string) => {
      const match = matchRestRule(method, path);
      if (!match) throw new Error(`${method} ${path}`);
      return match.rule;
    };
    expect(canCallRest(rule('POST', '/api/public/passwordForgetUser'), null)).toBe(true);
    expect(canCallRest(rule('POST', '/logout'), null)).toBe(false);
    expect(canCallRest(rule('POST', '/logout'), subject('NewsUser'))).toBe(true);
    const chart = rule('POST', '/api/dashboard/salesFunnelByProject');
    expect(canCallRest(chart, subject('NewsUser'))).toBe(true);
    expect(canCallRest(chart, subject('PreapprovalUser'))).toBe(false);
  });
});
