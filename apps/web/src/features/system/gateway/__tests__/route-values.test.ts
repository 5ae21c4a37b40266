import { describe, expect, it } from 'vitest';
import { formFieldOf, splitLines, toRouteFormValues, toRouteRequest } from '../components/route-values';

describe('gateway route form values', () => {
  it('turns textarea lines into predicate and filter lists', () => {
    expect(splitLines(' Path=/a/**\n\n  Method=GET \r\n')).toEqual(['Path=/a/**', 'Method=GET']);
    expect(
      toRouteRequest({
        routerId: ' rpt ',
        name: '报表',
        uri: ' lb://rpt ',
        predicates: 'Path=/rpt/**',
        filters: 'StripPrefix=1',
        sortOrder: 2,
        enabled: false,
      }),
    ).toEqual({ routerId: 'rpt', name: '报表', uri: 'lb://rpt', predicates: ['Path=/rpt/**'], filters: ['StripPrefix=1'], sortOrder: 2, status: 0 });
  });

  it('round-trips a saved route and maps indexed field errors to the textarea', () => {
    const values = toRouteFormValues({
      id: '1',
      routerId: 'r',
      name: 'n',
      uri: 'https://x',
      predicates: ['Path=/a', 'Method=GET'],
      filters: [],
      sortOrder: 1,
      status: 1,
      createTime: '',
      version: 0,
    });
    expect(values.predicates).toBe('Path=/a\nMethod=GET');
    expect(values.enabled).toBe(true);
    expect(formFieldOf('predicates.1')).toBe('predicates');
  });
});
