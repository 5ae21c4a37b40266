import type { ApiReply, ParseSqlResult } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** POST /online/cgreport/head/parseSql: checks the SQL (read-only run) and returns its columns and parameters. */
export async function parseReportSql(reportSql: string): Promise<ParseSqlResult> {
  return unwrap((await http.post<ApiReply<ParseSqlResult>>('/online/cgreport/head/parseSql', { reportSql }, { skipErrorHandler: true })).data);
}
