import { describe, expect, it } from 'vitest';
import { checkReportSql, splitOnParams, tokenize } from './report-sql';

const SOURCES = ['rpt_user', 'rpt_depart'];
const check = (text: string) => checkReportSql(text, SOURCES);

describe('report SQL check', () => {
  it('accepts a plain select with joins, aggregates, casts and named parameters', () => {
    const checked = check(`select d.depart_name, count(u.id)::numeric(10,2) as n, to_char(max(u.create_time), 'YYYY-MM-DD') t
      from rpt_depart d left join rpt_user u on u.org_code = d.org_code
      where (\${name} is null or d.depart_name like \${name}) and d.status in ('1')
      group by d.depart_name order by n desc;`);
    expect(checked.params).toEqual(['name']);
    expect(checked.text.endsWith(';')).toBe(false);
  });

  it('accepts WITH queries, CTE column lists and aliases with column lists', () => {
    expect(() => check('with t(a, b) as (select id, username from rpt_user) select * from t as x(c, d)')).not.toThrow();
    expect(() => check('select count(*) filter (where sex = 1) from rpt_user')).not.toThrow();
  });

  it.each([
    ['insert into rpt_user values (1)', '必须是一条 SELECT'],
    ['delete from rpt_user', '必须是一条 SELECT'],
    ['select 1; delete from sys_user', '只能是一条语句'],
    ['select 1; select 2', '只能是一条语句'],
    ['with x as (delete from sys_user returning *) select * from x', 'DELETE'],
    ['select * into evil from rpt_user', 'INTO'],
    ['select * from rpt_user for update', 'FOR UPDATE'],
    ["select set_config('role', 'postgres', true)", 'set_config'],
    ["select pg_read_file('/etc/passwd')", 'pg_read_file'],
    ["select query_to_xml('select * from sys_session', true, true, '')", 'query_to_xml'],
    ['select pg_sleep(10)', 'pg_sleep'],
    ["select current_setting('server_version') as v", 'current_setting'],
    ['select version() as v from rpt_user', 'version'],
    ['select * from generate_series(1, 100000000)', 'generate_series'],
    ['select "pg_sleep"(1)', 'pg_sleep'],
    ['select pg_catalog.count(*) from rpt_user', '带模式名'],
    ['select * from rpt_user where id = $1', '位置参数'],
    ['select * from (with rpt_user as (select * from sys_user) select * from rpt_user) x', '不能被重新定义'],
    ['select * from (with rpt_user as materialized (select 1) select 1) x', '不能被重新定义'],
    ['select 1 /* unclosed', '未闭合的注释'],
    ["select 'unclosed", '未闭合的字符串'],
    ['select (1', '括号不匹配'],
    ['', '请填写报表 SQL'],
  ])('refuses %s', (text, message) => {
    expect(() => check(text)).toThrow(message);
  });

  it('does not take keywords inside strings, quoted names, comments or dollar quotes for statements', () => {
    const checked = check(`select 'delete; drop table x' as "update", $$;insert$$ as s -- ; delete
      /* ; truncate */ from rpt_user`);
    expect(checked.params).toEqual([]);
  });

  it('a trailing comment after the final semicolon is cut off with it', () => {
    expect(check('select 1 from rpt_user; -- done').text).toBe('select 1 from rpt_user');
  });

  it('splits the statement on its parameters for binding', () => {
    const checked = check('select * from rpt_user where username = ${name} or realname = ${name}');
    expect(splitOnParams(checked)).toEqual([
      { sql: 'select * from rpt_user where username = ' },
      { param: 'name' },
      { sql: ' or realname = ' },
      { param: 'name' },
      { sql: '' },
    ]);
  });

  it('reads E-strings with backslash escapes and U& identifiers', () => {
    const tokens = tokenize(`select E'it\\'s' , U&"d\\0061ta" from t`);
    expect(tokens.map((t) => t.kind)).toEqual(['word', 'string', 'comma', 'quoted', 'word', 'word']);
  });
});
