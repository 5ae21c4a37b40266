import { describe, expect, it } from 'vitest';
import { gtfsReportCsv } from './ops-gtfs';

describe('the GTFS validation report as CSV', () => {
  it('has a BOM, Chinese headers and severities, and quotes what needs quoting', () => {
    const csv = gtfsReportCsv([
      {
        severity: 'error',
        code: 'invalid_coordinate',
        file: 'stops.txt',
        line: 5,
        field: 'stop_lat',
        message: '纬度 stop_lat 必须是 -90 到 90 之间的数字，实际为「123」',
      },
      { severity: 'warning', code: 'duplicate_stop', file: 'stops.txt', line: 9, field: 'stop_id', message: '站点「A,1」与 "B" 重复' },
      { severity: 'info', code: 'unknown_file', file: 'notes.txt', message: '文件 notes.txt 不属于 GTFS 规范，已忽略' },
    ]);
    expect(csv.startsWith('\uFEFF级别,文件,行号,字段,说明,规则\r\n')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[1]).toBe('错误,stops.txt,5,stop_lat,纬度 stop_lat 必须是 -90 到 90 之间的数字，实际为「123」,invalid_coordinate');
    expect(lines[2]).toBe('警告,stops.txt,9,stop_id,"站点「A,1」与 ""B"" 重复",duplicate_stop');
    expect(lines[3]).toBe('提示,notes.txt,,,文件 notes.txt 不属于 GTFS 规范，已忽略,unknown_file');
  });
});
