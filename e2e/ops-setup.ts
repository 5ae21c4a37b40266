/**
 * What an ops end-to-end test needs before its page opens, made through the product's own API as
 * the administrator (the pages that make them have their own specs): a line with stops in both
 * directions, and a line whose trips run every day chained into blocks.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, setPassword } from './support';

type Json = Record<string, unknown>;

export class OpsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** signs the administrator in through the API (the test's password, set by the password hook) */
  static async asAdmin(request: APIRequestContext): Promise<OpsApi> {
    await setPassword(request, ADMIN);
    return new OpsApi(request, await apiLogin(request, ADMIN));
  }

  async send<T>(method: 'POST' | 'PUT', url: string, data: Json): Promise<T> {
    const response = await this.request.fetch(`/api${url}`, { method, data, headers: { 'X-Access-Token': this.token } });
    const body = await response.text();
    expect(response.status(), `${method} ${url}: ${body}`).toBe(200);
    return (JSON.parse(body) as { result: T }).result;
  }

  /** the id of a department of the demo company by its name (第一运营分公司 runs the test lines) */
  async departId(name: string): Promise<string> {
    type Node = { id: string; title: string; children?: Node[] };
    const response = await this.request.get('/api/sys/sysDepart/queryTreeList', { headers: { 'X-Access-Token': this.token } });
    const find = (nodes: Node[]): Node | undefined =>
      nodes.length ? (nodes.find((n) => n.title === name) ?? find(nodes.flatMap((n) => n.children ?? []))) : undefined;
    const found = find(((await response.json()) as { result: Node[] }).result);
    expect(found, name).toBeTruthy();
    return found!.id;
  }

  /**
   * A line through new stops (named as given, a few hundred metres apart), up the given order and
   * down the reverse, `minutesBetween` minutes from stop to stop, first bus 06:00 and last 22:00.
   */
  async line(options: { code: string; number: string; stops: string[]; minutesBetween: number }): Promise<{ id: string }> {
    const stopIds: string[] = [];
    for (const [i, name] of options.stops.entries()) {
      const stop = await this.send<{ id: string }>('POST', '/ops/stop/add', {
        code: `${options.code}-S${i + 1}`,
        name,
        lat: 30.55 + i * 0.004,
        lon: 114.28 + i * 0.004,
      });
      stopIds.push(stop.id);
    }
    const direction = (directionId: 0 | 1) => {
      const ordered = directionId === 0 ? stopIds : [...stopIds].reverse();
      return {
        directionId,
        firstDeparture: '06:00',
        lastDeparture: '22:00',
        stops: ordered.map((stopId, i) => ({ stopId, offsetMinutes: i * options.minutesBetween })),
      };
    };
    return this.send<{ id: string }>('POST', '/ops/route/add', {
      code: options.code,
      number: options.number,
      name: `${options.stops[0]}—${options.stops.at(-1)}`,
      lineType: 'trunk',
      departId: await this.departId('第一运营分公司'),
      status: 'operating',
      directions: [direction(0), direction(1)],
    });
  }

  /** a calendar that runs every day for years */
  async dailyCalendar(code: string): Promise<{ id: string }> {
    const days = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, true]));
    const saved = await this.send<{ calendar: { id: string } }>('POST', '/ops/calendar/add', {
      code,
      name: `每日${code}`,
      ...days,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
    });
    return saved.calendar;
  }

  /** trips departing at the given times (seconds after midnight) on the line's two directions, then its blocks */
  async dailyBlocks(routeId: string, calendarId: string, departures: Array<[direction: 0 | 1, seconds: number]>, minLayoverMins: number) {
    for (const [directionId, departure] of departures) await this.send('POST', '/ops/timetable/trip/add', { routeId, directionId, calendarId, departure });
    return this.send<Array<{ blockCode: string; tripCount: number; pieceCount: number }>>('POST', '/ops/timetable/blocks/build', {
      routeId,
      calendarId,
      minLayoverMins,
    });
  }
}
